import { IconBadges, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useAdminMeta, useAdminRoles } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { FormSection, PageHeader } from '@/ui/index.ts';
import { BasePoliciesForm } from './BasePoliciesForm.tsx';
import { PolicyFacts } from './PolicyFacts.tsx';
import { RoleSummary } from './RoleSummary.tsx';
import '../admin.css';

/** /admin/roles: the base role's policies and every role of the server. */
export default function AdminRolesPage() {
  const isAdmin = useMe().me?.isAdmin === true;
  const meta = useAdminMeta();
  const roles = useAdminRoles();
  const [editingBase, setEditingBase] = useState(false);
  return (
    <>
      <PageHeader title={t('admin.roles')} icon={<IconBadges size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{t('adminRolesIntro')}</p>
        {isAdmin && (
          <div className="kumo-admin-actions">
            <Link className="kumo-button primary" to="/admin/roles/new">
              <IconPlus size={18} aria-hidden />
              {t('adminRoleNew')}
            </Link>
          </div>
        )}
        <FormSection title={t('adminRolesList')}>
          <QueryView query={roles}>
            {(list) =>
              list.length === 0 ? (
                <p className="kumo-caption">{t('adminRolesNone')}</p>
              ) : (
                <ul className="kumo-admin-list">
                  {[...list]
                    .sort((a, b) => b.displayOrder - a.displayOrder)
                    .map((r) => (
                      <li key={r.id}>
                        <Link className="kumo-admin-card kumo-admin-role-link" to={`/admin/roles/${r.id}`}>
                          <RoleSummary role={r} />
                          {r.description && <span className="kumo-admin-card-text">{r.description}</span>}
                        </Link>
                      </li>
                    ))}
                </ul>
              )
            }
          </QueryView>
        </FormSection>
        <FormSection title={t('adminRoleBase')}>
          <p className="kumo-caption">{t('adminRoleBaseIntro')}</p>
          {isAdmin && !editingBase && (
            <div className="kumo-admin-actions">
              <button type="button" className="kumo-button" onClick={() => setEditingBase(true)}>
                {t('adminRoleBaseEdit')}
              </button>
            </div>
          )}
          <QueryView query={meta}>
            {(m) => {
              const base = (m as { policies: Record<string, unknown> }).policies;
              return editingBase ? <BasePoliciesForm base={base} /> : <PolicyFacts policies={base} />;
            }}
          </QueryView>
        </FormSection>
      </div>
    </>
  );
}
