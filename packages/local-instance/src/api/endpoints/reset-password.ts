import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';

/**
 * Misskey sets the new password of a pending reset request. Kumo Local never creates one (it sends
 * no reset mail), so every token is unknown: answered with a 400 where Misskey fails with a 500.
 */
export default defineEndpoint(
  'reset-password',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { token: { type: 'string' }, password: { type: 'string' } },
      required: ['token', 'password'],
    },
  },
  () => {
    throw new ApiError({
      message: 'No such password reset request.',
      code: 'NO_SUCH_RESET_REQUEST',
      id: 'c7a9f6b2-4e1d-4b8a-9f3e-2d6c8b1a5e47',
    });
  },
);
