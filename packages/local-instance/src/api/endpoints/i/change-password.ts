import { run } from '../../../db/statement.ts';
import { hashPassword } from '../../../services/password.ts';
import { confirmIdentity } from '../../shared/two-factor.ts';
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
    // with two-factor on, a code too, as on Misskey
    confirmIdentity(
      ctx,
      me,
      { password: ps.currentPassword, token: ps.token },
      'f5bcd508-adcf-40b1-9031-2e944a5d8390',
    );
    run(ctx.inst.db, 'UPDATE users SET passwordHash = ? WHERE id = ?', hashPassword(ps.newPassword), me.id);
  },
);
