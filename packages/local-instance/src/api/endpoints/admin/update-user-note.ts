import { run } from '../../../db/statement.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';

/** admin/update-user-note: the moderators' note about an account (only moderators read it). */
export default defineEndpoint(
  'admin/update-user-note',
  {
    requireCredential: true,
    kind: 'write:admin:user-note',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { userId: id(), text: { type: 'string' } },
      required: ['userId', 'text'],
    },
  },
  (ps, _me, ctx) => {
    const user = findUserOrThrow(ctx, ps.userId, '4362f8dc-731f-4ad8-a694-be5a88922a24');
    run(ctx.inst.db, 'UPDATE users SET moderationNote = ? WHERE id = ?', ps.text, user.id);
  },
);
