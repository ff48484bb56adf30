import { defineEndpoint } from '../../../endpoint.ts';
import { disableTwoFactor } from '../../../../services/two-factor.ts';
import { publishMeUpdated } from '../../../shared/me-updated.ts';
import { confirmIdentity, passwordAndToken } from '../../../shared/two-factor.ts';

/** i/2fa/unregister: after the password and a code, two-factor authentication is off again. */
export default defineEndpoint(
  'i/2fa/unregister',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: passwordAndToken, required: ['password'] },
  },
  (ps, me, ctx) => {
    confirmIdentity(ctx, me, ps, '7add0395-9901-4098-82f9-4f67af65f775');
    disableTwoFactor(ctx.inst.db, me.id);
    publishMeUpdated(ctx, me.id);
  },
);
