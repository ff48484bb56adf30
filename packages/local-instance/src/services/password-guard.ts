import type { Instance } from '../context.ts';
import { HOUR, SECOND } from '../api/rate-limit.ts';
import { verifyPassword } from './password.ts';

/**
 * Failed password checks allowed per hour, from one address and against one account. Only failures
 * count: someone switching between their accounts is never locked out, and a guesser who spreads
 * guesses over many accounts or many addresses still meets one of the two limits.
 */
export const PASSWORD_FAILURES_PER_ADDRESS = { duration: HOUR, max: 10 };
export const PASSWORD_FAILURES_PER_ACCOUNT = { duration: HOUR, max: 20 };

/** After a failed sign-in, the next attempt from that address waits a second (Misskey's minInterval). */
const AFTER_FAILURE = { duration: SECOND, max: 1 };

const failuresOf = (ip: string) => `password-failures:ip:${ip}`;
const lastFailureOf = (ip: string) => `signin-after-failure:${ip}`;

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
  const byAccount = `password-failures:user:${attempt.userId}`;
  if (
    inst.limiter.exhausted(failuresOf(attempt.ip), PASSWORD_FAILURES_PER_ADDRESS) ||
    inst.limiter.exhausted(byAccount, PASSWORD_FAILURES_PER_ACCOUNT)
  )
    return 'throttled';
  if (verifyPassword(attempt.password, attempt.hash)) return 'ok';
  countSigninFailure(inst, attempt.ip);
  inst.limiter.hit(byAccount, PASSWORD_FAILURES_PER_ACCOUNT);
  return 'wrong';
}

/** Whether this address must wait: it failed too often this hour, or a second ago. */
export function signinThrottled(inst: Instance, ip: string): boolean {
  return (
    inst.limiter.exhausted(failuresOf(ip), PASSWORD_FAILURES_PER_ADDRESS) ||
    inst.limiter.exhausted(lastFailureOf(ip), AFTER_FAILURE)
  );
}

/** A failed attempt from this address: a wrong password, or a username that does not exist. */
export function countSigninFailure(inst: Instance, ip: string): void {
  inst.limiter.hit(failuresOf(ip), PASSWORD_FAILURES_PER_ADDRESS);
  inst.limiter.hit(lastFailureOf(ip), AFTER_FAILURE);
}
