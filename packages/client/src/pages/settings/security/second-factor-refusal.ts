import { ApiCallError, internalErrorCause } from '@/api/index.ts';

/**
 * Whether a failed password or email change means "the code from the authenticator app is wrong or
 * missing". Misskey throws a plain error for it, which reaches clients as INTERNAL_ERROR whose
 * `info.e.message` is "authentication failed" (`info.message` on MisskeyIO); a server that names it TWO_FACTOR_AUTHENTICATION_FAILED
 * (Kumo's local instance) is understood too.
 */
export function isWrongSecondFactor(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return false;
  if (error.error.code === 'TWO_FACTOR_AUTHENTICATION_FAILED') return true;
  return internalErrorCause(error.error) === 'authentication failed';
}
