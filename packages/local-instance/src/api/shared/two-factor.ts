import type { UserRow } from '../../db/rows.ts';
import { checkSecret } from '../../services/password-guard.ts';
import { checkSecondFactor, twoFactorState } from '../../services/two-factor.ts';
import type { CallContext } from '../endpoint.ts';
import { ApiError, RATE_LIMIT_EXCEEDED } from '../errors.ts';
import { confirmPassword, incorrectPassword } from './password-check.ts';

const twoFactorFailed = () =>
  new ApiError({
    message: 'Two-factor authentication failed.',
    code: 'TWO_FACTOR_AUTHENTICATION_FAILED',
    id: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
    kind: 'permission',
  });

/**
 * What Misskey asks before a sensitive change (the 2FA settings, the password, the email address):
 * with two-factor on, a current code (or a backup code), then the password (`wrongPasswordId`: the
 * endpoint's INCORRECT_PASSWORD id). A wrong code counts against the address and the account as a
 * wrong password does, so a stolen session cannot try codes without end. Misskey answers a missing
 * or wrong code with a bare 500; here it is a 403 that says so.
 */
export function confirmIdentity(
  ctx: CallContext,
  me: UserRow,
  ps: { password: string; token?: string | null },
  wrongPasswordId: string,
): void {
  if (twoFactorState(ctx.inst.db, me.id).enabled) {
    const token = ps.token;
    if (!token) throw twoFactorFailed();
    const check = checkSecret(ctx.inst, { userId: me.id, ip: ctx.ip }, () =>
      checkSecondFactor(ctx.inst.db, me.id, token),
    );
    if (check === 'throttled') throw new ApiError(RATE_LIMIT_EXCEEDED);
    if (check === 'wrong') throw twoFactorFailed();
  }
  confirmPassword(ctx, me, ps.password, () => incorrectPassword(wrongPasswordId));
}

export const passwordAndToken = {
  password: { type: 'string' },
  token: { type: 'string', nullable: true },
} as const;

/** Security keys go on top of an authenticator app: without one, Misskey's TWO_FACTOR_NOT_ENABLED. */
export function requireTwoFactorOn(ctx: CallContext, me: UserRow, errorId: string): void {
  if (!twoFactorState(ctx.inst.db, me.id).enabled)
    throw new ApiError({ message: '2fa not enabled.', code: 'TWO_FACTOR_NOT_ENABLED', id: errorId });
}
