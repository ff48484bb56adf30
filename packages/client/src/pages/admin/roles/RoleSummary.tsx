import { t } from '@/i18n/index.ts';
import type { AdminRole } from '@/queries/index.ts';
import { safeHexColor } from '@/ui/index.ts';

/** A role's name in its colour with its icon, and what kind of role it is. */
export function RoleSummary({ role }: { role: AdminRole }) {
  const color = safeHexColor(role.color ?? '');
  return (
    <span className="kumo-admin-card-head">
      {role.iconUrl && (
        <img src={role.iconUrl} alt="" width={20} height={20} className="kumo-admin-role-icon" />
      )}
      <b>
        {color && <span className="kumo-admin-role-dot" style={{ background: color }} aria-hidden />}
        {role.name}
      </b>
      <span className="kumo-admin-badge">{t(`adminRoleTarget_${role.target}`)}</span>
      {role.isAdministrator && (
        <span className="kumo-admin-badge" data-icon="error">
          {t('adminRoleFlag.isAdministrator')}
        </span>
      )}
      {role.isModerator && (
        <span className="kumo-admin-badge" data-icon="warning">
          {t('adminRoleFlag.isModerator')}
        </span>
      )}
      {role.isPublic && <span className="kumo-admin-badge">{t('adminRoleFlag.isPublic')}</span>}
      <span className="kumo-caption">{t('adminRoleMembers', { n: role.usersCount })}</span>
    </span>
  );
}
