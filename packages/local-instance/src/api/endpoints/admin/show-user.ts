import { packAdminUser } from '../../../packing/admin-user.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';

/**
 * admin/show-user: what moderators see of an account. Misskey answers an unknown id with an
 * internal error; this answers NO_SUCH_USER (400), the error of users/show.
 */
export default defineEndpoint(
  'admin/show-user',
  {
    requireCredential: true,
    requireModerator: true,
    params: { type: 'object', properties: { userId: id() }, required: ['userId'] },
  },
  (ps, _me, ctx) =>
    packAdminUser(ctx.pc, findUserOrThrow(ctx, ps.userId, '4362f8dc-731f-4ad8-a694-be5a88922a24')),
);
