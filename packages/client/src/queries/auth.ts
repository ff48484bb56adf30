// Resource module: authorising apps (MiAuth, the older auth sessions), password reset and the
// end of a sign-up confirmed by email. Failures here are shown inline by the pages, so each
// mutation takes an onError that reports them there.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi, type Params } from '@/api/index.ts';
import { useApiMutation, type ApiMutationOptions } from './mutation.ts';

type Inline<V> = Pick<ApiMutationOptions<V, unknown>, 'onError'>;

export const authKeys = {
  all: ['auth'] as const,
  session: (sessionToken: string) => [...authKeys.all, 'session', sessionToken] as const,
};

/** The app asking for access in an auth session (auth/session/show), for a signed-in user. */
export function useAuthSession(sessionToken: string, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.session(sessionToken),
    queryFn: () => api('auth/session/show', { token: sessionToken }),
    enabled,
    retry: false,
  });
}

export function useAcceptAuthSession(options: Inline<string> = {}) {
  return useApiMutation((api, sessionToken: string) => api('auth/accept', { token: sessionToken }), options);
}

/** Grants a MiAuth session the permissions it asked for. */
export function useGrantMiAuth(options: Inline<Params<'miauth/gen-token'>> = {}) {
  return useApiMutation((api, p: Params<'miauth/gen-token'>) => api('miauth/gen-token', p), options);
}

export function useRequestPasswordReset(options: Inline<Params<'request-reset-password'>> = {}) {
  return useApiMutation(
    (api, p: Params<'request-reset-password'>) => api('request-reset-password', p),
    options,
  );
}

export function useResetPassword(options: Inline<Params<'reset-password'>> = {}) {
  return useApiMutation((api, p: Params<'reset-password'>) => api('reset-password', p), options);
}

/** Finishes a sign-up confirmed by email; answers the new account's token (as `i`). */
export function useCompleteSignup(code: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...authKeys.all, 'signup-pending', code],
    queryFn: () => api('signup-pending', { code }),
    retry: false,
    staleTime: Infinity,
  });
}

/** How long typing must pause before a username is checked. */
export const USERNAME_CHECK_DELAY_MS = 400;

/**
 * Whether a username is still free (username/available), asked once typing pauses; `available` is
 * undefined until the name shown is the name checked.
 */
export function useUsernameAvailable(username: string | null) {
  const api = useApi();
  const [settled, setSettled] = useState(username);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(username), USERNAME_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [username]);
  const query = useQuery({
    queryKey: [...authKeys.all, 'username-available', settled],
    queryFn: () => api('username/available', { username: settled! }),
    enabled: !!settled,
    staleTime: 30_000,
    retry: false,
  });
  return { available: settled === username && username ? query.data?.available : undefined };
}
