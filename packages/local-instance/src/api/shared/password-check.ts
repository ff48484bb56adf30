import type { UserRow } from '../../db/rows.ts';
import { checkPassword } from '../../services/password-guard.ts';
import type { CallContext } from '../endpoint.ts';
import { ApiError, RATE_LIMIT_EXCEEDED } from '../errors.ts';

/**
 * The signed-in user's password, confirmed before something sensitive (regenerate the token, change
 * the password or email): a wrong one throws what the endpoint answers on Misskey, and too many
 * wrong ones from this address or for this account are refused with RATE_LIMIT_EXCEEDED.
 */
export function confirmPassword(ctx: CallContext, me: UserRow, password: string, wrong: () => Error): void {
  const check = checkPassword(ctx.inst, { userId: me.id, ip: ctx.ip, password, hash: me.passwordHash });
  if (check === 'throttled') throw new ApiError(RATE_LIMIT_EXCEEDED);
  if (check === 'wrong') throw wrong();
}

/** The INCORRECT_PASSWORD error of an endpoint that names it (each endpoint has its own id). */
export function incorrectPassword(id: string): ApiError {
  return new ApiError({ message: 'Incorrect password.', code: 'INCORRECT_PASSWORD', id });
}
