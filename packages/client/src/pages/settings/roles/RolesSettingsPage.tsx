import { IconBadge } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { FormSection, LoadingView } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { policyRows } from '@/policies/index.ts';
import './roles.css';

function RoleCard({ role }: { role: entities.RoleLite }) {
  return (
    <li className="kumo-role-card" style={role.color ? { borderColor: role.color } : undefined}>
      {role.iconUrl ? (
        <img className="kumo-role-icon" src={role.iconUrl} alt="" width={28} height={28} />
      ) : (
        <span className="kumo-role-icon" aria-hidden style={role.color ? { color: role.color } : undefined}>
          <IconBadge size={24} />
        </span>
      )}
      <span className="kumo-role-text">
        <b style={role.color ? { color: role.color } : undefined}>{role.name}</b>
        {role.description && <span className="kumo-caption">{role.description}</span>}
      </span>
    </li>
  );
}

/** /secure/settings/roles: the roles assigned to me and the policies they add up to. */
export default function RolesSettingsPage() {
  const { me } = useMe();
  return (
    <SettingsFrame title={t('settingsRoles')} icon={<IconBadge size={20} aria-hidden />}>
      {!me ? (
        <LoadingView />
      ) : (
        <>
          <FormSection title={t('rolesMine')}>
            {me.roles.length === 0 ? (
              <p className="kumo-caption">{t('rolesNone')}</p>
            ) : (
              <ul className="kumo-role-list" aria-label={t('rolesMine')}>
                {[...me.roles]
                  .sort((a, b) => b.displayOrder - a.displayOrder)
                  .map((role) => (
                    <RoleCard key={role.id} role={role} />
                  ))}
              </ul>
            )}
          </FormSection>
          <FormSection title={t('rolesPolicies')}>
            <p className="kumo-caption">{t('rolesPoliciesCaption')}</p>
            <dl className="kumo-policy-list" aria-label={t('rolesPolicies')}>
              {policyRows(me.policies).map((row) => (
                <div key={row.key} className="kumo-policy-row" data-policy={row.key}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </FormSection>
        </>
      )}
    </SettingsFrame>
  );
}
