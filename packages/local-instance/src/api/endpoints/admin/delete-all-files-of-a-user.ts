import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';
import { deleteAllFilesOf } from '../../../services/account-delete.ts';

/** admin/delete-all-files-of-a-user: removes every drive file of one account (moderators). */
export default defineEndpoint(
  'admin/delete-all-files-of-a-user',
  {
    requireCredential: true,
    kind: 'write:admin:delete-all-files-of-a-user',
    requireAdmin: true,
    params: { type: 'object', properties: { userId: id() }, required: ['userId'] },
  },
  (ps, _me, ctx) => {
    const user = findUserOrThrow(ctx, ps.userId, 'a5ad0a19-8d7d-4fbf-a6e3-bd3cba1da3b4');
    deleteAllFilesOf(ctx.inst, user.id);
  },
);
