import type { Instance } from '../context.ts';
import { HOUR } from '../api/rate-limit.ts';
import { verifyPassword } from './password.ts';

/**
 * Failed password checks allowed per hour, from one address and against one account. Only failures
 * count: someone switching between their accounts is never locked out, and a guesser who spreads
 * guesses over many accounts or many addresses still meets one of the two limits.
 */
export const PASSWORD_FAILURES_PER_ADDRESS = { duration: HOUR, max: 10 };
export const PASSWORD_FAILURES_PER_ACCOUNT = { duration: HOUR, max: 20 };

export type PasswordCheck = 'ok' | 'wrong' | 'throttled';

/**
 * Every password check of the API (sign-in, token regeneration, password and email changes) goes
 * through here: throttled when this address or this account failed too often, otherwise checked,
 * with a failure counted against both.
 */
export function checkPassword(
  inst: Instance,
  attempt: { userId: string; ip: string; password: string; hash: string },
): PasswordCheck {
  const byAddress = `password-failures:ip:${attempt.ip}`;
  const byAccount = `password-failures:user:${attempt.userId}`;
  if (
    inst.limiter.exhausted(byAddress, PASSWORD_FAILURES_PER_ADDRESS) ||
    inst.limiter.exhausted(byAccount, PASSWORD_FAILURES_PER_ACCOUNT)
  )
    return 'throttled';
  if (verifyPassword(attempt.password, attempt.hash)) return 'ok';
  inst.limiter.hit(byAddress, PASSWORD_FAILURES_PER_ADDRESS);
  inst.limiter.hit(byAccount, PASSWORD_FAILURES_PER_ACCOUNT);
  return 'wrong';
}
