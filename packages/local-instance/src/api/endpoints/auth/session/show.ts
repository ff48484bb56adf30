import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';

/**
 * Misskey's legacy app authentication (auth/session/*): Kumo Local registers no legacy apps, so no
 * session exists and every token gets Misskey's "no such session" answer.
 */
export default defineEndpoint(
  'auth/session/show',
  {
    requireCredential: false,
    params: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
  },
  () => {
    throw new ApiError({
      message: 'No such session.',
      code: 'NO_SUCH_SESSION',
      id: 'bd72c97d-eba7-4adb-a467-f171b8847250',
    });
  },
);
