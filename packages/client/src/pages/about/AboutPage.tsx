import { IconInfoCircle } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { LoadingView, PageHeader } from '@/ui/index.ts';
import { AboutCounts } from './AboutCounts.tsx';
import { AboutLinks } from './AboutLinks.tsx';
import './about.css';

export default function AboutPage() {
  const meta = useMeta();
  return (
    <>
      <PageHeader title={t('aboutInstance')} icon={<IconInfoCircle size={20} aria-hidden />} />
      {!meta ? (
        <LoadingView />
      ) : (
        <div className="kumo-page-body">
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
        </div>
      )}
    </>
  );
}
