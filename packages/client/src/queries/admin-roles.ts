// Resource module: roles as administrators manage them (admin/roles/*), and the base role's policies.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Endpoints } from 'misskey-js';
import { useApi, type Params } from '@/api/index.ts';
import { adminKeys } from './admin.ts';
import { metaKeys } from './meta.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';

export type AdminRole = Endpoints['admin/roles/show']['res'];
export type RoleParams = Params<'admin/roles/create'>;

const roleKeys = {
  all: () => [...adminKeys.all, 'roles'] as const,
  list: () => [...roleKeys.all(), 'list'] as const,
  one: (roleId: string) => [...roleKeys.all(), 'one', roleId] as const,
  members: (roleId: string) => [...roleKeys.all(), 'members', roleId] as const,
};

/** Roles and every view of them (member lists, users' pages, meta's policies) are read again. */
const refreshRoles = {
  onSuccess: (_r: unknown, _p: unknown, qc: QueryClient) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: roleKeys.all() }),
      qc.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] }),
      qc.invalidateQueries({ queryKey: metaKeys.all }),
    ]),
};

/** Every role of the server (moderators). */
export function useAdminRoles() {
  const api = useApi();
  return useQuery({ queryKey: roleKeys.list(), queryFn: () => api('admin/roles/list', {}) });
}

/** One role (nothing is asked while there is no id: a new role's editor). */
export function useAdminRole(roleId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: roleKeys.one(roleId ?? ''),
    queryFn: () => api('admin/roles/show', { roleId: roleId! }),
    enabled: !!roleId,
  });
}

/** Who was given the role by hand and holds it still, with the assignment's end. */
export function useAdminRoleMembers(roleId: string) {
  const api = useApi();
  return usePaged({
    queryKey: roleKeys.members(roleId),
    fetch: (q) => api('admin/roles/users', { roleId, ...q }),
  });
}

export function useCreateRole() {
  return useApiMutation((api, p: RoleParams) => api('admin/roles/create', p), refreshRoles);
}

export function useUpdateRole() {
  return useApiMutation((api, p: Params<'admin/roles/update'>) => api('admin/roles/update', p), refreshRoles);
}

export function useDeleteRole() {
  return useApiMutation((api, roleId: string) => api('admin/roles/delete', { roleId }), refreshRoles);
}

export function useAssignRole() {
  return useApiMutation((api, p: Params<'admin/roles/assign'>) => api('admin/roles/assign', p), refreshRoles);
}

export function useUnassignRole() {
  return useApiMutation(
    (api, p: Params<'admin/roles/unassign'>) => api('admin/roles/unassign', p),
    refreshRoles,
  );
}

/** The base role's policies: what everyone gets unless a role they hold says otherwise. */
export function useUpdateDefaultPolicies() {
  return useApiMutation(
    (api, policies: Record<string, unknown>) =>
      api('admin/roles/update-default-policies', { policies: policies as Record<string, never> }),
    {
      onSuccess: (_r, _p, qc) =>
        Promise.all([
          qc.invalidateQueries({ queryKey: [...adminKeys.all, 'meta'] }),
          qc.invalidateQueries({ queryKey: metaKeys.all }),
        ]),
    },
  );
}
