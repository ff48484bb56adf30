import { IconWorld } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { useFederationInstance } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { InstanceCharts } from './InstanceCharts.tsx';
import { InstanceModeration } from './InstanceModeration.tsx';
import './instance-info.css';

function Facts({ instance: i }: { instance: entities.FederationInstance }) {
  const rows: Array<[string, React.ReactNode]> = [
    [t('instanceSoftware'), [i.softwareName, i.softwareVersion].filter(Boolean).join(' ') || '—'],
    [t('instanceUsers'), i.usersCount.toLocaleString()],
    [t('instanceNotes'), i.notesCount.toLocaleString()],
    // Misskey counts as an instance's "following" its users' follows of ours, as "followers" ours of theirs
    [t('instanceFollowing'), i.followingCount.toLocaleString()],
    [t('instanceFollowers'), i.followersCount.toLocaleString()],
    [t('instanceMaintainer'), [i.maintainerName, i.maintainerEmail].filter(Boolean).join(' · ') || '—'],
    [
      t('instanceRegistrations'),
      i.openRegistrations == null ? '—' : t(i.openRegistrations ? 'instanceOpen' : 'instanceClosed'),
    ],
    [t('instanceFirstSeen'), <RelativeTime key="f" date={i.firstRetrievedAt} />],
    [
      t('instanceLastHeard'),
      i.latestRequestReceivedAt ? <RelativeTime key="l" date={i.latestRequestReceivedAt} /> : '—',
    ],
  ];
  return (
    <dl className="kumo-instance-facts">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function InstanceView({ host, instance }: { host: string; instance: entities.FederationInstance | null }) {
  const { me } = useMe();
  if (!instance)
    return (
      <div className="kumo-page-body">
        <p className="kumo-empty" role="status">
          {t('instanceUnknown', { host })}
        </p>
      </div>
    );
  const states = [
    instance.isBlocked && t('adminFederationState_blocked'),
    instance.isSuspended && t('adminFederationState_suspended'),
    instance.isSilenced && t('adminFederationState_silenced'),
    instance.isNotResponding && t('adminFederationState_notResponding'),
  ].filter((s): s is string => !!s);
  return (
    <div className="kumo-page-body kumo-instance-info">
      <div className="kumo-instance-head">
        {instance.iconUrl && <img src={instance.iconUrl} alt="" className="kumo-instance-icon" />}
        <div>
          <h2>{instance.name || instance.host}</h2>
          <p className="kumo-caption">{instance.host}</p>
        </div>
      </div>
      {instance.description && <p className="kumo-instance-description">{instance.description}</p>}
      {states.length > 0 && <p className="kumo-notice warn">{states.join(' · ')}</p>}
      <Facts instance={instance} />
      <InstanceCharts host={instance.host} />
      {(me?.isModerator || me?.isAdmin) && (
        <InstanceModeration instance={instance} isAdmin={me.isAdmin === true} />
      )}
    </div>
  );
}

/** /instance-info/{host}: what this server knows of another one, or that it has not met it. */
export default function InstanceInfoPage({ params }: PageProps) {
  const host = params.host!;
  const query = useFederationInstance(host);
  return (
    <>
      <PageHeader title={host} icon={<IconWorld size={20} aria-hidden />} />
      <QueryView query={query}>{(instance) => <InstanceView host={host} instance={instance} />}</QueryView>
    </>
  );
}
