import { useQueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { api, type Params } from '../../api/index.ts';
import { meQueryKey, useMe } from '../../account/index.ts';

/**
 * Sends i/update for the signed-in account and puts the server's answer in the cached `i`, so the
 * side menu, the account menu and the profile show the change at once.
 */
export function useUpdateMe(): (params: Params<'i/update'>) => Promise<entities.MeDetailed> {
  const { account } = useMe();
  const queryClient = useQueryClient();
  return async (params) => {
    if (!account) throw new Error('not signed in');
    const updated = await api('i/update', params, account.token);
    queryClient.setQueryData(meQueryKey(account.id), updated);
    return updated;
  };
}
