import { ApiCallError, internalErrorCause } from '@/api/index.ts';

export type NewPasswordProblem = 'securityPasswordEmpty' | 'securityPasswordsDiffer';

/** What keeps the new password from being sent: empty (Misskey needs at least one character) or not repeated alike. */
export function newPasswordProblem(next: string, repeat: string): NewPasswordProblem | null {
  if (next === '') return 'securityPasswordEmpty';
  if (next !== repeat) return 'securityPasswordsDiffer';
  return null;
}

/**
 * Whether a failed call means "the password given is wrong". Misskey throws a plain error for it in
 * i/change-password and i/regenerate-token, which reaches clients as INTERNAL_ERROR whose `info.e.message`
 * is "incorrect password" (`info.message` on MisskeyIO); a server that names it INCORRECT_PASSWORD is understood too.
 */
export function isIncorrectPassword(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return false;
  if (error.error.code === 'INCORRECT_PASSWORD') return true;
  return internalErrorCause(error.error) === 'incorrect password';
}
