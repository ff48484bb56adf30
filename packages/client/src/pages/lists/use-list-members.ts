import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/index.ts';

/** The memberships of a list (user and withReplies), up to 100, oldest first. */
export function useListMembers(listId: string, token: string | null, forPublic = false) {
  return useQuery({
    queryKey: ['list-members', listId, forPublic, token],
    queryFn: async () => {
      const page = await api('users/lists/get-memberships', { listId, forPublic, limit: 100 }, token);
      return [...page].reverse();
    },
  });
}
