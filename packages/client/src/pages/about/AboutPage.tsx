import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { CustomEmojiCatalog } from '@/emoji-picker/index.ts';
import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { LoadingView, PageHeader, Tabs, type TabDef } from '@/ui/index.ts';
import { AboutCounts } from './AboutCounts.tsx';
import { AboutFederation } from './AboutFederation.tsx';
import { AboutLinks } from './AboutLinks.tsx';
import './about.css';

type Tab = 'overview' | 'emojis' | 'federation';

/** /about: the server (name, facts, rules, links), its custom emoji and the servers it has met, as tabs. */
export default function AboutPage() {
  const meta = useMeta();
  const [tab, setTab] = useState<Tab>('overview');
  const tabs: Array<TabDef<Tab>> = [
    { key: 'overview', label: t('aboutTabOverview') },
    { key: 'emojis', label: t('aboutTabEmojis') },
    { key: 'federation', label: t('aboutTabFederation') },
  ];
  return (
    <>
      <PageHeader
        title={t('aboutInstance')}
        icon={<IconInfoCircle size={20} aria-hidden />}
        tabs={<Tabs label={t('aboutTabs')} value={tab} onChange={setTab} tabs={tabs} />}
      />
      {!meta ? (
        <LoadingView />
      ) : (
        <div className="kumo-page-body">
          {tab === 'emojis' ? (
            <CustomEmojiCatalog />
          ) : tab === 'federation' ? (
            <AboutFederation />
          ) : (
            <>
              <section className="kumo-about-card">
                {meta.bannerUrl && <img className="kumo-about-banner" src={meta.bannerUrl} alt="" />}
                <h2>{meta.name ?? location.host}</h2>
                {meta.description && <p className="kumo-about-description">{meta.description}</p>}
                <dl className="kumo-about-facts">
                  <dt>{t('serverVersion')}</dt>
                  <dd>{meta.version}</dd>
                  <dt>{t('maxNoteTextLength')}</dt>
                  <dd>{t('charactersCount', { n: meta.maxNoteTextLength })}</dd>
                  <dt>{t('administrator')}</dt>
                  <dd>{meta.maintainerName ?? t('none')}</dd>
                  <AboutCounts />
                </dl>
              </section>
              {meta.serverRules.length > 0 && (
                <section className="kumo-about-card" aria-labelledby="kumo-about-rules">
                  <h3 id="kumo-about-rules">{t('aboutServerRules')}</h3>
                  <ol className="kumo-about-rules">
                    {meta.serverRules.map((rule, i) => (
                      <li key={i}>{rule}</li>
                    ))}
                  </ol>
                </section>
              )}
              <AboutLinks meta={meta} />
            </>
          )}
        </div>
      )}
    </>
  );
}
