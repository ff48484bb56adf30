import { IconBadge, IconPencil, IconTrash, IconUserMinus } from '@tabler/icons-react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { PagedList, QueryView } from '@/list/index.ts';
import { UserName } from '@/mfm/index.ts';
import { RelativeTime } from '@/note/index.ts';
import {
  useAdminRole,
  useAdminRoleMembers,
  useDeleteRole,
  useUnassignRole,
  type AdminRole,
} from '@/queries/index.ts';
import { Link, navigate, type PageProps } from '@/router/index.ts';
import { Avatar, confirmDialog, FormSection, IconButton, PageHeader, toast } from '@/ui/index.ts';
import { PolicyFacts } from './PolicyFacts.tsx';
import { RoleSummary } from './RoleSummary.tsx';
import '../admin.css';

/** The policies this role sets itself (the others are the base role's). */
function OwnPolicies({ role }: { role: AdminRole }) {
  const own = Object.fromEntries(
    Object.entries(role.policies)
      .filter(([, p]) => p.useDefault === false)
      .map(([k, p]) => [k, p.value]),
  );
  if (Object.keys(own).length === 0) return <p className="kumo-caption">{t('adminRoleNoOwnPolicies')}</p>;
  return <PolicyFacts policies={own} />;
}

function Members({ role }: { role: AdminRole }) {
  const members = useAdminRoleMembers(role.id);
  const unassign = useUnassignRole();
  return (
    <PagedList query={members} empty={t('adminRoleNoMembers')}>
      {(items) => (
        <ul className="kumo-admin-list">
          {items.map((m) => (
            <li key={m.id} className="kumo-admin-card kumo-admin-user-row">
              <Avatar user={m.user} size={40} />
              <Link className="kumo-admin-user-text" to={`/secure/user-info/${m.user.id}`}>
                <b>
                  <UserName user={m.user} />
                </b>
                <span className="kumo-caption">
                  @{m.user.username} ·{' '}
                  {m.expiresAt ? (
                    <>
                      {t('adminRoleUntil')} <RelativeTime date={m.expiresAt} />
                    </>
                  ) : (
                    t('adminRoleNoEnd')
                  )}
                </span>
              </Link>
              <IconButton
                label={t('adminRoleUnassign', { name: `@${m.user.username}` })}
                icon={IconUserMinus}
                disabled={unassign.isPending}
                onClick={() =>
                  void confirmDialog(
                    t('adminRoleUnassignConfirm', { name: `@${m.user.username}`, role: role.name }),
                  ).then((ok) => ok && void unassign.run({ roleId: role.id, userId: m.user.id }))
                }
              />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function RoleView({ role }: { role: AdminRole }) {
  const isAdmin = useMe().me?.isAdmin === true;
  const remove = useDeleteRole();
  const del = async () => {
    if (!(await confirmDialog(t('adminRoleDeleteConfirm', { name: role.name })))) return;
    if (await remove.run(role.id)) {
      toast(t('adminRoleDeleted', { name: role.name }));
      navigate('/admin/roles');
    }
  };
  return (
    <div className="kumo-page-body kumo-admin-page">
      <div className="kumo-admin-card">
        <RoleSummary role={role} />
        {role.description && <p className="kumo-admin-card-text">{role.description}</p>}
      </div>
      {isAdmin && (
        <div className="kumo-admin-actions">
          <Link className="kumo-button" to={`/admin/roles/${role.id}/edit`}>
            <IconPencil size={18} aria-hidden />
            {t('adminRoleEdit')}
          </Link>
          <button
            type="button"
            className="kumo-button danger"
            disabled={remove.isPending}
            onClick={() => void del()}
          >
            <IconTrash size={18} aria-hidden />
            {t('adminRoleDelete')}
          </button>
        </div>
      )}
      <FormSection title={t('adminRoleOwnPolicies')}>
        <OwnPolicies role={role} />
      </FormSection>
      <FormSection title={t('adminRoleMembersTitle')}>
        {role.target === 'conditional' ? (
          <p className="kumo-caption">{t('adminRoleConditionalMembers')}</p>
        ) : role.canEditMembersByModerator || isAdmin ? (
          <>
            <p className="kumo-caption">{t('adminRoleAssignHint')}</p>
            <Members role={role} />
          </>
        ) : (
          <p className="kumo-caption">{t('adminRoleMembersAdminOnly')}</p>
        )}
      </FormSection>
    </div>
  );
}

/** /admin/roles/{id}: one role, the policies it sets, who holds it; edit and delete (administrators). */
export default function AdminRolePage({ params }: PageProps) {
  const role = useAdminRole(params.id!);
  return (
    <>
      <PageHeader title={role.data?.name ?? t('admin.roles')} icon={<IconBadge size={20} aria-hidden />} />
      <QueryView query={role}>{(r) => <RoleView role={r} />}</QueryView>
    </>
  );
}
