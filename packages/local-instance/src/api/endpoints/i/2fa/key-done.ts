import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { finishKeyRegistration } from '../../../../services/webauthn.ts';
import { publishMeUpdated } from '../../../shared/me-updated.ts';
import { confirmIdentity, passwordAndToken, requireTwoFactorOn } from '../../../shared/two-factor.ts';

/** i/2fa/key-done: stores the key the browser made, under the name the user gave it. */
export default defineEndpoint(
  'i/2fa/key-done',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: {
        ...passwordAndToken,
        name: { type: 'string', minLength: 1, maxLength: 30 },
        credential: { type: 'object', properties: {} },
      },
      required: ['password', 'name', 'credential'],
    },
  },
  async (ps, me, ctx) => {
    confirmIdentity(ctx, me, ps, '0d7ec6d2-e652-443e-a7bf-9ee9a0cd77b0');
    requireTwoFactorOn(ctx, me, '798d6847-b1ed-4f9c-b1f9-163c42655995');
    const key = await finishKeyRegistration(
      ctx.inst,
      ctx.origin,
      me.id,
      ps.name,
      ps.credential as unknown as RegistrationResponseJSON,
    );
    // Misskey answers a key that does not verify with a bare 500; here it is a client error
    if (!key)
      throw new ApiError({
        message: 'The security key could not be verified.',
        code: 'SECURITY_KEY_NOT_VERIFIED',
        id: '5b0a7e2c-61f4-4a57-9d0e-3f3c1a7b8e22',
      });
    publishMeUpdated(ctx, me.id);
    return { id: key.id, name: key.name };
  },
);
