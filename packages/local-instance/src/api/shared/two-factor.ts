import type { UserRow } from '../../db/rows.ts';
import { checkSecondFactor, twoFactorState } from '../../services/two-factor.ts';
import type { CallContext } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { confirmPassword, incorrectPassword } from './password-check.ts';

/**
 * What the 2FA settings endpoints ask first, as Misskey does: with two-factor on, a current code
 * (or a backup code), then the password (`wrongPasswordId`: the endpoint's INCORRECT_PASSWORD id).
 * Misskey answers a missing or wrong code with a bare 500; here it is a 403 that says so.
 */
export function confirmIdentity(
  ctx: CallContext,
  me: UserRow,
  ps: { password: string; token?: string | null },
  wrongPasswordId: string,
): void {
  if (
    twoFactorState(ctx.inst.db, me.id).enabled &&
    (!ps.token || !checkSecondFactor(ctx.inst.db, me.id, ps.token))
  )
    throw new ApiError({
      message: 'Two-factor authentication failed.',
      code: 'TWO_FACTOR_AUTHENTICATION_FAILED',
      id: 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f',
      kind: 'permission',
    });
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
