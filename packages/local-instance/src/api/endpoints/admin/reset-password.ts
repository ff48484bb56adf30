import { run } from '../../../db/statement.ts';
import { hashPassword, randomToken } from '../../../services/password.ts';
import { ranksOfUser } from '../../../services/roles.ts';
import { rootUserId } from '../../../services/users.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';

/**
 * admin/reset-password: a new random password of 8 characters, answered once (as Misskey). Misskey
 * refuses the root account with an internal error; this answers a 400. A moderator may not reset an
 * administrator's password either (Misskey lets one, and the account with it): only an administrator may.
 */
export default defineEndpoint(
  'admin/reset-password',
  {
    requireCredential: true,
    kind: 'write:admin:reset-password',
    requireModerator: true,
    params: { type: 'object', properties: { userId: id() }, required: ['userId'] },
  },
  (ps, me, ctx) => {
    const user = findUserOrThrow(ctx, ps.userId, '4362f8dc-731f-4ad8-a694-be5a88922a24');
    if (user.id === rootUserId(ctx.inst.db))
      throw new ApiError({
        message: 'The password of the root account cannot be reset.',
        code: 'CANNOT_RESET_ROOT_PASSWORD',
        id: 'fce9bb39-4442-4951-9c11-b012f905e9de',
      });
    // inside the admin API, `me.isAdmin` holds for an administrator by role too
    if (!me.isAdmin && ranksOfUser(ctx.inst.db, user).isAdmin)
      throw new ApiError({
        message: "Only an administrator can reset an administrator's password.",
        code: 'CANNOT_RESET_ADMINISTRATOR_PASSWORD',
        id: 'e0cd7ce8-18cd-4c13-ac4e-23122f2d7798',
      });
    const password = randomToken(8);
    run(ctx.inst.db, 'UPDATE users SET passwordHash = ? WHERE id = ?', hashPassword(password), user.id);
    return { password };
  },
);
