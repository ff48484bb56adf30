import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { useAdminRoles, useAssignRole, useUnassignRole, type AdminUserInfo } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { confirmDialog, IconButton, SelectField, toast } from '@/ui/index.ts';
import { ASSIGN_PERIODS, assignEnd, type AssignPeriod } from './assign-period.ts';

/** The roles an account holds (with when a given one ends), and giving or taking one by hand. */
export function UserRoles({ userId, name, info }: { userId: string; name: string; info: AdminUserInfo }) {
  const roles = useAdminRoles();
  const assign = useAssignRole();
  const unassign = useUnassignRole();
  const [roleId, setRoleId] = useState('');
  const [period, setPeriod] = useState<AssignPeriod>('forever');
  const held = new Set(info.roles.map((r) => r.id));
  const givable = (roles.data ?? []).filter((r) => r.target === 'manual' && !held.has(r.id));
  const endOf = (id: string) => info.roleAssigns.find((a) => a.roleId === id)?.expiresAt ?? null;
  return (
    <>
      {info.roles.length === 0 ? (
        <p className="kumo-caption">{t('adminUserNoRoles')}</p>
      ) : (
        <ul className="kumo-admin-list" aria-label={t('adminUserRoles')}>
          {info.roles.map((r) => {
            const end = endOf(r.id);
            return (
              <li key={r.id} className="kumo-admin-card kumo-admin-card-head">
                <Link to={`/admin/roles/${r.id}`}>
                  <b>{r.name}</b>
                </Link>
                <span className="kumo-caption">
                  {r.target === 'conditional' ? (
                    t('adminRoleTarget_conditional')
                  ) : end ? (
                    <>
                      {t('adminRoleUntil')} <RelativeTime date={end} />
                    </>
                  ) : (
                    t('adminRoleNoEnd')
                  )}
                </span>
                {r.target === 'manual' && (
                  <IconButton
                    label={t('adminRoleUnassign', { name })}
                    icon={IconUserMinus}
                    disabled={unassign.isPending}
                    onClick={() =>
                      void confirmDialog(t('adminRoleUnassignConfirm', { name, role: r.name })).then(
                        (ok) => ok && void unassign.run({ roleId: r.id, userId }),
                      )
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {givable.length > 0 && (
        <form
          className="kumo-admin-assign"
          onSubmit={(e) => {
            e.preventDefault();
            const role = givable.find((r) => r.id === roleId);
            if (!role) return;
            void assign
              .run({ roleId, userId, expiresAt: assignEnd(period, Date.now()) })
              .then((r) => r && (toast(t('adminRoleAssigned', { name, role: role.name })), setRoleId('')));
          }}
        >
          <SelectField
            label={t('adminRoleAssignRole')}
            value={roleId}
            onChange={setRoleId}
            options={[
              { value: '', label: t('adminRoleCondChooseRole') },
              ...givable.map((r) => ({ value: r.id, label: r.name })),
            ]}
          />
          <SelectField
            label={t('adminRoleAssignFor')}
            value={period}
            onChange={setPeriod}
            options={ASSIGN_PERIODS.map((p) => ({ value: p, label: t(`adminRolePeriod_${p}`) }))}
          />
          <button type="submit" className="kumo-button primary" disabled={!roleId || assign.isPending}>
            <IconUserPlus size={18} aria-hidden />
            {t('adminRoleAssign')}
          </button>
        </form>
      )}
    </>
  );
}
