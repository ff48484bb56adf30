import { packAdminUser } from '../../../packing/admin-user.ts';
import { ranksOfUser } from '../../../services/roles.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';

/**
 * admin/show-user: what moderators see of an account (its e-mail, sign-ins with their addresses and
 * headers). As on Misskey, only an administrator sees an administrator's; Misskey refuses the others
 * with an internal error, this with a 400. Misskey answers an unknown id with an internal error too;
 * this answers NO_SUCH_USER (400), the error of users/show.
 */
export default defineEndpoint(
  'admin/show-user',
  {
    requireCredential: true,
    kind: 'read:admin:show-user',
    requireModerator: true,
    params: { type: 'object', properties: { userId: id() }, required: ['userId'] },
  },
  (ps, me, ctx) => {
    const user = findUserOrThrow(ctx, ps.userId, '4362f8dc-731f-4ad8-a694-be5a88922a24');
    // inside the admin API, `me.isAdmin` holds for an administrator by role too
    if (!me.isAdmin && ranksOfUser(ctx.inst.db, user).isAdmin)
      throw new ApiError({
        message: "Only an administrator can see an administrator's account details.",
        code: 'CANNOT_SHOW_ADMINISTRATOR',
        id: '80d9a7cd-f878-4d75-a401-1c6633e4426d',
      });
    return packAdminUser(ctx.pc, user);
  },
);
