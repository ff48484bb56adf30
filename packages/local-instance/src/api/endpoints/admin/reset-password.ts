import { run } from '../../../db/statement.ts';
import { hashPassword, randomToken } from '../../../services/password.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { findUserOrThrow } from '../../shared/lookups.ts';

/** admin/reset-password: a new random password of 8 characters, answered once (as Misskey). */
export default defineEndpoint(
  'admin/reset-password',
  {
    requireCredential: true,
    requireAdmin: true,
    params: { type: 'object', properties: { userId: id() }, required: ['userId'] },
  },
  (ps, _me, ctx) => {
    const user = findUserOrThrow(ctx, ps.userId, '4362f8dc-731f-4ad8-a694-be5a88922a24');
    const password = randomToken(8);
    run(ctx.inst.db, 'UPDATE users SET passwordHash = ? WHERE id = ?', hashPassword(password), user.id);
    return { password };
  },
);
