// Resource module: public roles (a role's page: the role, its members, its timeline).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '@/api/index.ts';
import { usePaged } from './paged.ts';
import { timelineKeys, type NoteFeed } from './timelines.ts';

export const roleKeys = {
  all: ['roles'] as const,
  one: (roleId: string) => [...roleKeys.all, 'one', roleId] as const,
  members: (roleId: string) => [...roleKeys.all, 'members', roleId] as const,
};

/** A public role (anyone may look; a role that is not public is "not found"). */
export function useRole(roleId: string) {
  const api = useApi();
  return useQuery({ queryKey: roleKeys.one(roleId), queryFn: () => api('roles/show', { roleId }) });
}

/** Who holds a public role, newest assignment first (each row: the assignment id and the user). */
export function useRoleMembers(roleId: string, { enabled = true } = {}) {
  const api = useApi();
  return usePaged({
    queryKey: roleKeys.members(roleId),
    fetch: (q) => api('roles/users', { roleId, ...q }),
    pageSize: 30,
    enabled,
  });
}

/** The role timeline: public notes of the role's members, live through the roleTimeline channel. */
export function useRoleFeed(roleId: string): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({
      queryKey: [...timelineKeys.all, 'role', roleId],
      fetch: (q) => api('roles/notes', { roleId, ...q }),
      channel: 'roleTimeline',
      channelParams: { roleId },
    }),
    [api, roleId],
  );
}
