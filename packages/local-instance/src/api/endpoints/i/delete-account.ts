import { run } from '../../../db/statement.ts';
import { rootUserId } from '../../../services/users.ts';
import { ApiError, INTERNAL_ERROR } from '../../errors.ts';
import { confirmIdentity, passwordAndToken } from '../../shared/two-factor.ts';
import { defineEndpoint } from '../../endpoint.ts';

/**
 * i/delete-account: the user deletes their own account, with their password (and, with two-factor
 * on, a code). As on Misskey the account is marked deleted (`isDeleted` on `i`), its sockets are
 * closed and it can no longer sign in; asking again for a deleted account does nothing. Misskey
 * answers a wrong password or code with a bare 500; this instance answers them as i/change-password
 * does (INCORRECT_PASSWORD, TWO_FACTOR_AUTHENTICATION_FAILED), which the client already describes.
 */
export default defineEndpoint(
  'i/delete-account',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: { ...passwordAndToken }, required: ['password'] },
  },
  (ps, me, ctx) => {
    confirmIdentity(ctx, me, ps, 'e3f1a2b4-6c7d-4e8f-9a0b-1c2d3e4f5a6b');
    if (me.isDeleted) return;
    // as Misskey ("cannot delete a root account"), a plain error: a 500
    if (rootUserId(ctx.inst.db) === me.id) throw new ApiError(INTERNAL_ERROR);
    run(ctx.inst.db, 'UPDATE users SET isDeleted = 1 WHERE id = ?', me.id);
    ctx.inst.events.emit('terminate', me.id);
  },
);
