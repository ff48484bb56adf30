import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useFederationInstances } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';

/** The servers this one has met, the most connected first; each opens its instance page. */
export function AboutFederation() {
  const instances = useFederationInstances({ sort: '+pubSub' });
  return (
    <section aria-labelledby="kumo-about-federation">
      <h2 id="kumo-about-federation" className="kumo-visually-hidden">
        {t('aboutTabFederation')}
      </h2>
      <p className="kumo-caption">{t('aboutFederationIntro')}</p>
      <PagedList query={instances} empty={t('aboutFederationNone')}>
        {(items) => (
          <ul className="kumo-about-servers">
            {items.map((i) => (
              <li key={i.id}>
                <Link to={`/instance-info/${encodeURIComponent(i.host)}`} className="kumo-about-server">
                  {i.iconUrl && <img src={i.iconUrl} alt="" width={32} height={32} loading="lazy" />}
                  <span>
                    <b>{i.name || i.host}</b>
                    <span className="kumo-caption">
                      {i.host}
                      {i.softwareName &&
                        ` · ${[i.softwareName, i.softwareVersion].filter(Boolean).join(' ')}`}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
