import { run } from '../../../db/statement.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';
import { ranksOfUser } from '../../../services/roles.ts';

/**
 * admin/suspend-user: the account can no longer sign in or call the API, and its streams are closed
 * (as Misskey). A moderator cannot be suspended; Misskey answers that with an internal error, this
 * with a 400.
 */
export default defineEndpoint(
  'admin/suspend-user',
  {
    requireCredential: true,
    kind: 'write:admin:suspend-user',
    requireModerator: true,
    params: { type: 'object', properties: { userId: id() }, required: ['userId'] },
  },
  (ps, _me, ctx) => {
    const user = findUserOrThrow(ctx, ps.userId, '4362f8dc-731f-4ad8-a694-be5a88922a24');
    if (ranksOfUser(ctx.inst.db, user).isModerator)
      throw new ApiError({
        message: 'Cannot suspend a moderator account.',
        code: 'CANNOT_SUSPEND_MODERATOR',
        id: 'b5c3a2a1-55f5-4cb4-9d7b-6a3c0b3e1f42',
      });
    run(ctx.inst.db, 'UPDATE users SET isSuspended = 1 WHERE id = ?', user.id);
    ctx.inst.events.emit('terminate', user.id);
  },
);
