import { defineEndpoint } from '../../../endpoint.ts';
import { run } from '../../../../db/statement.ts';
import { securityKeysOf, setPasswordLessLogin } from '../../../../services/two-factor.ts';
import { publishMeUpdated } from '../../../shared/me-updated.ts';
import { confirmIdentity, passwordAndToken } from '../../../shared/two-factor.ts';

/** i/2fa/remove-key: removes one of the user's keys; without keys, password-less sign-in ends. */
export default defineEndpoint(
  'i/2fa/remove-key',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: { ...passwordAndToken, credentialId: { type: 'string' } },
      required: ['password', 'credentialId'],
    },
  },
  (ps, me, ctx) => {
    confirmIdentity(ctx, me, ps, '141c598d-a825-44c8-9173-cfb9d92be493');
    run(ctx.inst.db, 'DELETE FROM user_security_keys WHERE userId = ? AND id = ?', me.id, ps.credentialId);
    if (securityKeysOf(ctx.inst.db, me.id).length === 0) setPasswordLessLogin(ctx.inst.db, me.id, false);
    publishMeUpdated(ctx, me.id);
    return {};
  },
);
