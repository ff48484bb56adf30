// Resource module: the signed-in account (`i`) and what belongs to it: profile and settings
// (i/update), email, password and sessions, sign-in history, apps and access tokens, invitation
// codes, data export and import, aliases and moving.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi, type Params } from '@/api/index.ts';
import { useApiMutation, type ApiMutationOptions } from './mutation.ts';
import { usePaged } from './paged.ts';

type Me = entities.MeDetailed;
export type AppsSort = NonNullable<Params<'i/apps'>['sort']>;

export const accountKeys = {
  all: ['account'] as const,
  /** The current user (`i`): one entry, updated by i/update answers and the main channel. */
  me: () => [...accountKeys.all, 'me'] as const,
  apps: () => [...accountKeys.all, 'apps'] as const,
  appsSorted: (sort: AppsSort) => [...accountKeys.apps(), sort] as const,
  signins: () => [...accountKeys.all, 'signins'] as const,
  invites: () => [...accountKeys.all, 'invites'] as const,
  inviteList: () => [...accountKeys.invites(), 'list'] as const,
  inviteLimit: () => [...accountKeys.invites(), 'limit'] as const,
};

/** Puts the server's answer about the current user in the one cached `i`. */
export function setCachedMe(queryClient: QueryClient, me: Me) {
  queryClient.setQueryData(accountKeys.me(), me);
}

/** Changes the cached `i` in place (for a change known before the server answers). */
export function patchCachedMe(queryClient: QueryClient, change: (me: Me) => Me) {
  queryClient.setQueryData<Me>(accountKeys.me(), (me) => (me ? change(me) : me));
}

type Failure<V = unknown> = Pick<ApiMutationOptions<V, unknown>, 'onError'>;

/** An onError that does `also` first, then hands the failure on. */
function alsoOnError(also: () => unknown, onError: Failure['onError']): NonNullable<Failure['onError']> {
  return async (error, vars) => {
    void also();
    return (await onError?.(error, vars)) ?? false;
  };
}

/**
 * i/update for the signed-in account; the answer goes into the cached `i`, so the side menu, the
 * account menu and the profile show the change at once.
 */
export function useUpdateMe({ onError }: Failure<Params<'i/update'>> = {}) {
  return useApiMutation((api, params: Params<'i/update'>) => api('i/update', params), {
    onSuccess: (me, _p, qc) => setCachedMe(qc, me),
    onError,
  });
}

/**
 * i/update of one part of the current user, shown at once (the cached `i` changes before the server
 * answers) and put back as it was when the server refuses.
 */
export function useUpdateMeAtOnce({ onError }: Failure = {}) {
  const queryClient = useQueryClient();
  return useApiMutation(
    async (api, params: Params<'i/update'>) => {
      const before = queryClient.getQueryData<Me>(accountKeys.me());
      patchCachedMe(queryClient, (me) => ({ ...me, ...params }) as Me);
      try {
        return await api('i/update', params);
      } catch (error) {
        queryClient.setQueryData(accountKeys.me(), before);
        throw error;
      }
    },
    { onSuccess: (me, _p, qc) => setCachedMe(qc, me), onError },
  );
}

export function useUpdateEmail({ onError }: Failure = {}) {
  return useApiMutation((api, p: Params<'i/update-email'>) => api('i/update-email', p), {
    onSuccess: (me, _p, qc) => setCachedMe(qc, me),
    onError,
  });
}

export function useChangePassword({ onError }: Failure = {}) {
  return useApiMutation((api, p: Params<'i/change-password'>) => api('i/change-password', p), { onError });
}

/**
 * Deletes the signed-in account (i/delete-account: the password, and a code with two-factor on).
 * The server marks it deleted; the caller then ends the session.
 */
export function useDeleteOwnAccount({ onError }: Failure = {}) {
  return useApiMutation((api, p: Params<'i/delete-account'>) => api('i/delete-account', p), { onError });
}

/** Replaces the sign-in token: every session ends (the main channel tells this one too). */
export function useRegenerateToken({ onError }: Failure = {}) {
  return useApiMutation((api, password: string) => api('i/regenerate-token', { password }), { onError });
}

export function useSigninHistory() {
  const api = useApi();
  return usePaged({ queryKey: accountKeys.signins(), fetch: (q) => api('i/signin-history', q) });
}

/** The apps and access tokens that can use the account. */
export function useMyApps(sort: AppsSort) {
  const api = useApi();
  return useQuery({ queryKey: accountKeys.appsSorted(sort), queryFn: () => api('i/apps', { sort }) });
}

/** Revokes an app's access; the list is read again either way (a refusal may mean it was gone). */
export function useRevokeToken({ onError }: Failure = {}) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.apps() });
  return useApiMutation((api, tokenId: string) => api('i/revoke-token', { tokenId }), {
    onSuccess: refresh,
    onError: alsoOnError(refresh, onError),
  });
}

/** Revokes a token the client holds itself (a plugin's, when it is uninstalled), by its value. */
export function useRevokeTokenValue({ onError }: Failure = {}) {
  return useApiMutation((api, token: string) => api('i/revoke-token', { token }), {
    onSuccess: (_r, _v, qc) => qc.invalidateQueries({ queryKey: accountKeys.apps() }),
    onError,
  });
}

/** A personal access token (miauth/gen-token); it then shows among the apps. */
export function useGenerateToken({ onError }: Failure = {}) {
  return useApiMutation((api, p: Params<'miauth/gen-token'>) => api('miauth/gen-token', p), {
    onSuccess: (_r, _p, qc) => qc.invalidateQueries({ queryKey: accountKeys.apps() }),
    onError,
  });
}

export function useInviteLimit() {
  const api = useApi();
  return useQuery({ queryKey: accountKeys.inviteLimit(), queryFn: () => api('invite/limit', {}) });
}

export function useInvites() {
  const api = useApi();
  return usePaged({ queryKey: accountKeys.inviteList(), fetch: (q) => api('invite/list', q), pageSize: 30 });
}

const refreshInvites = (qc: QueryClient) => qc.invalidateQueries({ queryKey: accountKeys.invites() });

export function useCreateInvite({ onError }: Failure = {}) {
  return useApiMutation((api, _: void) => api('invite/create', {}), {
    onSuccess: (_r, _v, qc) => refreshInvites(qc),
    onError,
  });
}

/** Deletes a code; the list is read again either way (a refusal may mean it was used meanwhile). */
export function useDeleteInvite({ onError }: Failure = {}) {
  const queryClient = useQueryClient();
  const refresh = () => refreshInvites(queryClient);
  return useApiMutation((api, inviteId: string) => api('invite/delete', { inviteId }), {
    onSuccess: refresh,
    onError: alsoOnError(refresh, onError),
  });
}

export type ExportEndpoint =
  | 'i/export-notes'
  | 'i/export-favorites'
  | 'i/export-clips'
  | 'i/export-following'
  | 'i/export-user-lists'
  | 'i/export-mute'
  | 'i/export-blocking'
  | 'i/export-antennas';
export type ImportEndpoint =
  | 'i/import-following'
  | 'i/import-user-lists'
  | 'i/import-muting'
  | 'i/import-blocking'
  | 'i/import-antennas';

/** Asks the server to export a kind of data to the drive (following: with its two options). */
export function useRequestExport({ onError }: Failure = {}) {
  return useApiMutation(
    (api, p: { endpoint: ExportEndpoint; excludeMuting?: boolean; excludeInactive?: boolean }) =>
      p.endpoint === 'i/export-following'
        ? api('i/export-following', { excludeMuting: p.excludeMuting, excludeInactive: p.excludeInactive })
        : api(p.endpoint, {}),
    { onError },
  );
}

/** Asks the server to import a kind of data from a drive file (following: optionally with replies). */
export function useRequestImport({ onError }: Failure = {}) {
  return useApiMutation(
    (api, p: { endpoint: ImportEndpoint; fileId: string; withReplies?: boolean }) =>
      p.endpoint === 'i/import-following'
        ? api('i/import-following', { fileId: p.fileId, withReplies: p.withReplies })
        : api(p.endpoint, { fileId: p.fileId }),
    { onError },
  );
}

/** Moves this account to another one (i/move); the cached `i` is read again to show it moved. */
export function useMoveAccount({ onError }: Failure = {}) {
  return useApiMutation((api, moveToAccount: string) => api('i/move', { moveToAccount }), {
    onSuccess: (_r, _v, qc) => qc.invalidateQueries({ queryKey: accountKeys.me() }),
    onError,
  });
}
