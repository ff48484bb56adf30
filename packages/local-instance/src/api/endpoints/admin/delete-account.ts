import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';
import { deleteAccount } from '../../../services/account-delete.ts';
import { ranksOfUser } from '../../../services/roles.ts';

/**
 * admin/delete-account: deletes an account and all it made (administrators). An administrator's
 * account cannot be deleted this way; Misskey answers that with an internal error, this with a 400.
 */
export default defineEndpoint(
  'admin/delete-account',
  {
    requireCredential: true,
    kind: 'write:admin:delete-account',
    requireAdmin: true,
    params: { type: 'object', properties: { userId: id() }, required: ['userId'] },
  },
  (ps, _me, ctx) => {
    const user = findUserOrThrow(ctx, ps.userId, '4d2a1f5c-8f0c-4e3b-9b61-6a4c2e0d9a11');
    if (ranksOfUser(ctx.inst.db, user).isAdmin)
      throw new ApiError({
        message: 'Cannot delete an administrator account.',
        code: 'CANNOT_DELETE_ADMINISTRATOR',
        id: 'c4b2e1a7-3d5f-4a8b-9e0c-7f1d2a6b3c59',
      });
    deleteAccount(ctx.inst, user.id);
  },
);
