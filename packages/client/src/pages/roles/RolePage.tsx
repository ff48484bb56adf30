import { IconBadge, IconUsers, IconWorld } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList, QueryView } from '@/list/index.ts';
import type { PageProps } from '@/router/index.ts';
import { useRole, useRoleFeed, useRoleMembers } from '@/queries/index.ts';
import { Timeline } from '@/timeline/index.ts';
import { PageHeader, safeHexColor, Tabs } from '@/ui/index.ts';
import { UserRow } from '@/user-card/index.ts';
import './role-page.css';

type RoleTab = 'members' | 'timeline';

function RoleSummary({ role }: { role: entities.Role }) {
  return (
    <section
      className="kumo-role-summary"
      aria-label={role.name}
      style={{ borderTopColor: safeHexColor(role.color) }}
    >
      {role.iconUrl ? (
        <img className="kumo-role-icon" src={role.iconUrl} alt="" width={40} height={40} />
      ) : (
        <IconBadge className="kumo-role-icon" size={40} aria-hidden />
      )}
      <div>
        <h2 className="kumo-role-name">{role.name}</h2>
        {role.description && <p className="kumo-role-description">{role.description}</p>}
        <p className="kumo-caption">{t('roleMembersCount', { n: role.usersCount })}</p>
      </div>
    </section>
  );
}

function RoleMembers({ roleId }: { roleId: string }) {
  const members = useRoleMembers(roleId);
  return (
    <PagedList query={members} empty={t('roleNoMembers')}>
      {(rows) => (
        <ul className="kumo-user-rows">
          {rows.map((row) => (
            <UserRow key={row.id} user={row.user} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function RoleTimeline({ roleId }: { roleId: string }) {
  const feed = useRoleFeed(roleId);
  return <Timeline {...feed} />;
}

/**
 * /roles/{role}: a public role's name, icon, colour and description, who holds it, and (when the
 * role is explorable) the role timeline of their public notes.
 */
export default function RolePage({ params }: PageProps) {
  const roleId = params.role ?? '';
  const role = useRole(roleId);
  const [tab, setTab] = useState<RoleTab>('members');
  const explorable = role.data?.isExplorable ?? false;
  const shown = explorable ? tab : 'members';
  return (
    <>
      <PageHeader
        title={role.data?.name ?? t('role')}
        icon={<IconBadge size={20} aria-hidden />}
        tabs={
          explorable ? (
            <Tabs
              label={t('role')}
              value={shown}
              onChange={setTab}
              tabs={[
                { key: 'members', label: t('roleMembers'), icon: <IconUsers size={16} aria-hidden /> },
                { key: 'timeline', label: t('roleTimeline'), icon: <IconWorld size={16} aria-hidden /> },
              ]}
            />
          ) : undefined
        }
      />
      <QueryView query={role}>
        {(r) => (
          <>
            <RoleSummary role={r} />
            {shown === 'members' ? <RoleMembers roleId={r.id} /> : <RoleTimeline roleId={r.id} />}
          </>
        )}
      </QueryView>
    </>
  );
}
