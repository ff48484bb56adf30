// Resource module: two-factor authentication (an authenticator app, security keys and passkeys).
// Every change refreshes the account (`i`), whose flags and key list the security page shows.
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from '@/api/index.ts';
import { accountKeys } from './account.ts';
import { useApiMutation } from './mutation.ts';

type Failure = { onError?: (error: unknown) => boolean | Promise<boolean> };
const refreshMe = (_r: unknown, _v: unknown, qc: QueryClient) =>
  void qc.invalidateQueries({ queryKey: accountKeys.me() });

/** Starts setting up an authenticator app: its secret, otpauth URL and QR code. */
export function useRegisterTotp({ onError }: Failure = {}) {
  return useApiMutation((api, vars: Params<'i/2fa/register'>) => api('i/2fa/register', vars), { onError });
}

/** Confirms the app with a code; resolves the backup codes, shown once. */
export function useFinishTotp({ onError }: Failure = {}) {
  return useApiMutation((api, token: string) => api('i/2fa/done', { token }), {
    onError,
    onSuccess: refreshMe,
  });
}

export function useUnregisterTotp({ onError }: Failure = {}) {
  return useApiMutation((api, vars: Params<'i/2fa/unregister'>) => api('i/2fa/unregister', vars), {
    onError,
    onSuccess: refreshMe,
  });
}

/** The options the browser needs to make a new security key or passkey. */
export function useRegisterKey({ onError }: Failure = {}) {
  return useApiMutation((api, vars: Params<'i/2fa/register-key'>) => api('i/2fa/register-key', vars), {
    onError,
  });
}

export function useFinishKey({ onError }: Failure = {}) {
  return useApiMutation((api, vars: Params<'i/2fa/key-done'>) => api('i/2fa/key-done', vars), {
    onError,
    onSuccess: refreshMe,
  });
}

export function useRemoveKey({ onError }: Failure = {}) {
  return useApiMutation((api, vars: Params<'i/2fa/remove-key'>) => api('i/2fa/remove-key', vars), {
    onError,
    onSuccess: refreshMe,
  });
}

export function useRenameKey({ onError }: Failure = {}) {
  return useApiMutation((api, vars: Params<'i/2fa/update-key'>) => api('i/2fa/update-key', vars), {
    onError,
    onSuccess: refreshMe,
  });
}

export function useSetPasswordLess({ onError }: Failure = {}) {
  return useApiMutation((api, value: boolean) => api('i/2fa/password-less', { value }), {
    onError,
    onSuccess: refreshMe,
  });
}
