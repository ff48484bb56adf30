import { defineEndpoint } from '../../../endpoint.ts';
import { startKeyRegistration } from '../../../../services/webauthn.ts';
import { confirmIdentity, passwordAndToken, requireTwoFactorOn } from '../../../shared/two-factor.ts';

/** i/2fa/register-key: the options for the browser to make a security key or passkey (2FA must be on). */
export default defineEndpoint(
  'i/2fa/register-key',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: passwordAndToken, required: ['password'] },
  },
  async (ps, me, ctx) => {
    confirmIdentity(ctx, me, ps, '38769596-efe2-4faf-9bec-abbb3f2cd9ba');
    requireTwoFactorOn(ctx, me, 'bf32b864-449b-47b8-974e-f9a5468546f1');
    return startKeyRegistration(ctx.inst, ctx.origin, me);
  },
);
