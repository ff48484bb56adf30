import { run } from '../../../db/statement.ts';
import { hashPassword } from '../../../services/password.ts';
import { confirmPassword, incorrectPassword } from '../../shared/password-check.ts';
import { defineEndpoint } from '../../endpoint.ts';

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
    confirmPassword(ctx, me, ps.currentPassword, () =>
      incorrectPassword('f5bcd508-adcf-40b1-9031-2e944a5d8390'),
    );
    run(ctx.inst.db, 'UPDATE users SET passwordHash = ? WHERE id = ?', hashPassword(ps.newPassword), me.id);
  },
);
