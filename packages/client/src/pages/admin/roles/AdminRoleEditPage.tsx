import { IconBadge } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useAdminMeta, useAdminRole, useAdminRoles, useCreateRole, useUpdateRole } from '@/queries/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import { PageHeader, toast } from '@/ui/index.ts';
import { RoleEditor } from './RoleEditor.tsx';
import { draftFromRole, newRoleDraft } from './role-form.ts';
import '../admin.css';

/** /admin/roles/new and /admin/roles/{id}/edit: a role made or changed (administrators). */
export default function AdminRoleEditPage({ params }: PageProps) {
  const roleId = params.id;
  const meta = useAdminMeta();
  const roles = useAdminRoles();
  const role = useAdminRole(roleId);
  const create = useCreateRole();
  const update = useUpdateRole();
  const title = roleId ? t('adminRoleEdit') : t('adminRoleNew');
  return (
    <>
      <PageHeader title={title} icon={<IconBadge size={20} aria-hidden />} />
      <div className="kumo-page-body">
        <QueryView query={meta}>
          {(m) => {
            const base = (m as { policies: Record<string, unknown> }).policies;
            const all = roles.data ?? [];
            if (!roleId)
              return (
                <RoleEditor
                  initial={newRoleDraft(base)}
                  base={base}
                  roles={all}
                  busy={create.isPending}
                  onSave={(p) =>
                    void create.run(p).then((r) => {
                      if (!r) return;
                      toast(t('adminRoleCreated', { name: r.result.name }));
                      navigate(`/admin/roles/${r.result.id}`);
                    })
                  }
                />
              );
            return (
              <QueryView query={role}>
                {(existing) => (
                  <RoleEditor
                    key={existing.updatedAt}
                    initial={draftFromRole(existing, base)}
                    base={base}
                    roles={all.filter((r) => r.id !== roleId)}
                    busy={update.isPending}
                    onSave={(p) =>
                      void update
                        .run({ roleId, ...p, policies: p.policies as Record<string, never> })
                        .then((r) => {
                          if (!r) return;
                          toast(t('adminSaved'));
                          navigate(`/admin/roles/${roleId}`);
                        })
                    }
                  />
                )}
              </QueryView>
            );
          }}
        </QueryView>
      </div>
    </>
  );
}
