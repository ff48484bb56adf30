import { run } from '../../../db/statement.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';

/** admin/unsuspend-user: the account may sign in and use the API again. */
export default defineEndpoint(
  'admin/unsuspend-user',
  {
    requireCredential: true,
    kind: 'write:admin:unsuspend-user',
    requireModerator: true,
    params: { type: 'object', properties: { userId: id() }, required: ['userId'] },
  },
  (ps, _me, ctx) => {
    const user = findUserOrThrow(ctx, ps.userId, '4362f8dc-731f-4ad8-a694-be5a88922a24');
    run(ctx.inst.db, 'UPDATE users SET isSuspended = 0 WHERE id = ?', user.id);
  },
);
