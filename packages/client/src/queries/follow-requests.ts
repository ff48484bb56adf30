// Resource module: follow requests sent to the signed-in (locked) account.
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { accountKeys } from './account.ts';
import { useApiMutation, type ApiMutationOptions } from './mutation.ts';
import { usePaged } from './paged.ts';

export type FollowRequest = { id: string; follower: entities.UserLite };
type Answer = { userId: string; accept: boolean };

export const followRequestKeys = {
  all: ['follow-requests'] as const,
};

export function useFollowRequests() {
  const api = useApi();
  return usePaged({
    queryKey: followRequestKeys.all,
    fetch: (q) => api('following/requests/list', q) as Promise<FollowRequest[]>,
    pageSize: 30,
  });
}

/** Accepts or rejects a request; the list and the current user's counters are read again. */
export function useAnswerFollowRequest(options: Pick<ApiMutationOptions<Answer, unknown>, 'onError'> = {}) {
  return useApiMutation(
    (api, { userId, accept }: Answer) =>
      api(accept ? 'following/requests/accept' : 'following/requests/reject', { userId }),
    {
      onSuccess: (_r, _a, qc) => {
        void qc.invalidateQueries({ queryKey: accountKeys.me() });
        return qc.invalidateQueries({ queryKey: followRequestKeys.all });
      },
      ...options,
    },
  );
}
