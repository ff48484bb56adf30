import { run } from '../../../db/statement.ts';
import { hashPassword } from '../../../services/password.ts';
import { confirmPassword } from '../../shared/password-check.ts';
import { defineEndpoint } from '../../endpoint.ts';

/** Misskey answers a wrong current password with a plain error, which becomes INTERNAL_ERROR (500). */
export default defineEndpoint(
  'i/change-password',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: {
        currentPassword: { type: 'string' },
        newPassword: { type: 'string', minLength: 1 },
        token: { type: 'string', nullable: true },
      },
      required: ['currentPassword', 'newPassword'],
    },
  },
  (ps, me, ctx) => {
    confirmPassword(ctx, me, ps.currentPassword, () => new Error('incorrect password'));
    run(ctx.inst.db, 'UPDATE users SET passwordHash = ? WHERE id = ?', hashPassword(ps.newPassword), me.id);
  },
);
