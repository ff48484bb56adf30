import type { entities } from 'misskey-js';
import { lang, t } from '@/i18n/index.ts';
import { useKnownInstances } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import type { WidgetDef } from '../widget-types.ts';

function InstanceIcon({ instance }: { instance: entities.FederationInstance }) {
  const src = instance.iconUrl ?? instance.faviconUrl;
  return src ? (
    <img src={src} alt="" width={24} height={24} loading="lazy" />
  ) : (
    <span className="kumo-widget-instance-dot" aria-hidden />
  );
}

/** The servers this one heard from most lately, with how many of their users and notes it knows. */
function Federation() {
  const query = useKnownInstances('+latestRequestReceivedAt', 5);
  if (!query.data) return <p className="kumo-caption">…</p>;
  if (query.data.length === 0) return <p className="kumo-caption">{t('widgetNoFederation')}</p>;
  const n = (v: number) => v.toLocaleString(lang());
  return (
    <ul className="kumo-widget-federation">
      {query.data.map((i) => (
        <li key={i.id}>
          <InstanceIcon instance={i} />
          <Link to={`/instance-info/${i.host}`}>{i.name ?? i.host}</Link>
          <span className="kumo-caption">
            {t('widgetFederationCounts', { users: n(i.usersCount), notes: n(i.notesCount) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The busiest servers as a cloud of their icons and names, larger for more traffic. */
function InstanceCloud() {
  const query = useKnownInstances('+pubSub', 50);
  if (!query.data) return <p className="kumo-caption">…</p>;
  if (query.data.length === 0) return <p className="kumo-caption">{t('widgetNoFederation')}</p>;
  const weight = (i: entities.FederationInstance) => i.followersCount + i.followingCount;
  const max = Math.max(1, ...query.data.map(weight));
  return (
    <ul className="kumo-widget-cloud">
      {query.data.map((i) => (
        <li key={i.id} style={{ fontSize: `${0.75 + (weight(i) / max) * 0.9}rem` }}>
          <Link to={`/instance-info/${i.host}`} title={i.host}>
            <InstanceIcon instance={i} />
            {i.name ?? i.host}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export const federationWidgets: WidgetDef[] = [
  { name: 'federation', schema: { transparent: { type: 'boolean', default: false } }, Component: Federation },
  {
    name: 'instanceCloud',
    schema: { transparent: { type: 'boolean', default: false } },
    Component: InstanceCloud,
  },
];
