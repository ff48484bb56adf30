import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { api } from '../../api/index.ts';

/** The members of a list as users, in the list's order. */
export function useListMembers(userIds: string[] | undefined, token: string | null) {
  return useQuery({
    queryKey: ['list-members', userIds],
    enabled: userIds !== undefined,
    queryFn: async (): Promise<entities.UserLite[]> => {
      if (!userIds || userIds.length === 0) return [];
      const users = (await api('users/show', { userIds }, token)) as unknown as entities.UserDetailed[];
      const byId = new Map(users.map((u) => [u.id, u]));
      return userIds.map((id) => byId.get(id)).filter((u): u is entities.UserDetailed => u != null);
    },
  });
}
