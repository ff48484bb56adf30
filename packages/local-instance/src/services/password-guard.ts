import type { Instance } from '../context.ts';
import { HOUR, SECOND } from '../api/rate-limit.ts';
import { verifyPassword } from './password.ts';

/**
 * Every signin-flow call from one address counts, whatever its outcome, as on Misskey: ten an hour,
 * a second apart.
 */
export const SIGNIN_ATTEMPTS_PER_ADDRESS = { duration: HOUR, max: 10, minInterval: SECOND };

/**
 * Failed checks of a secret (a password or a second-factor code) allowed per hour, from one address
 * and against one account. A guesser who spreads guesses over many accounts or many addresses still
 * meets one of the two limits.
 */
export const PASSWORD_FAILURES_PER_ADDRESS = { duration: HOUR, max: 10 };
export const PASSWORD_FAILURES_PER_ACCOUNT = { duration: HOUR, max: 20 };

/** Whom a check is about: the account, and the address the attempt comes from. */
export interface Attempt {
  userId: string;
  ip: string;
}

const failuresOfAddress = (ip: string) => `password-failures:ip:${ip}`;
const failuresOfAccount = (userId: string) => `password-failures:user:${userId}`;

/** Records one signin-flow call from `ip`; false when the address has used up its attempts. */
export function signinAttempt(inst: Instance, ip: string): boolean {
  return inst.limiter.hit(`signin:ip:${ip}`, SIGNIN_ATTEMPTS_PER_ADDRESS);
}

/** Whether this address or this account failed too often this hour: no secret is checked then. */
export function secretsThrottled(inst: Instance, attempt: Attempt): boolean {
  return (
    inst.limiter.exhausted(failuresOfAddress(attempt.ip), PASSWORD_FAILURES_PER_ADDRESS) ||
    inst.limiter.exhausted(failuresOfAccount(attempt.userId), PASSWORD_FAILURES_PER_ACCOUNT)
  );
}

/** A wrong password or a wrong second factor: it counts against the address and the account. */
export function countFailure(inst: Instance, attempt: Attempt): void {
  inst.limiter.hit(failuresOfAddress(attempt.ip), PASSWORD_FAILURES_PER_ADDRESS);
  inst.limiter.hit(failuresOfAccount(attempt.userId), PASSWORD_FAILURES_PER_ACCOUNT);
}

export type SecretCheck = 'ok' | 'wrong' | 'throttled';

/**
 * One guarded check of a secret: throttled when this address or this account failed too often,
 * otherwise `isRight` decides, a wrong answer counted against both.
 */
export function checkSecret(inst: Instance, attempt: Attempt, isRight: () => boolean): SecretCheck {
  if (secretsThrottled(inst, attempt)) return 'throttled';
  if (isRight()) return 'ok';
  countFailure(inst, attempt);
  return 'wrong';
}

/**
 * Every password check of the API (sign-in, token regeneration, password and email changes) goes
 * through here, so that guesses are limited wherever they are made.
 */
export function checkPassword(
  inst: Instance,
  attempt: Attempt & { password: string; hash: string },
): SecretCheck {
  return checkSecret(inst, attempt, () => verifyPassword(attempt.password, attempt.hash));
}
