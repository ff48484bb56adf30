import { IconCloud } from '@tabler/icons-react';
import { claimAchievement } from '@/achievements/index.ts';
import { twemojiUrl } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { PageHeader } from '@/ui/index.ts';
import './about.css';

export default function AboutKumoPage() {
  return (
    <>
      <PageHeader title={t('aboutKumo')} icon={<IconCloud size={20} aria-hidden />} />
      <div className="kumo-page-body">
        <section className="kumo-about-card">
          <img src="/favicon.svg" alt="" width={72} height={72} />
          <h2>{t('appName')}</h2>
          <p>{t('aboutKumoText')}</p>
          <dl className="kumo-about-facts">
            <dt>{t('clientVersion')}</dt>
            <dd>{__KUMO_VERSION__}</dd>
          </dl>
          <p>
            <button
              type="button"
              className="kumo-button"
              onClick={() => claimAchievement('clickedClickHere')}
            >
              {t('aboutKumoClickHere')}
            </button>
          </p>
        </section>
        {/* a small treasure at the very end of the page, for those who look (achievement foundTreasure) */}
        <button
          type="button"
          className="kumo-about-treasure"
          aria-label={t('aboutKumoTreasure')}
          onClick={() => claimAchievement('foundTreasure')}
        >
          <img src={twemojiUrl('💎')} alt="" width={14} height={14} />
        </button>
      </div>
    </>
  );
}
