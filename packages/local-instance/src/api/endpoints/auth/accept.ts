import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';

/** Accepting a legacy app session: none exists on Kumo Local (see auth/session/show). */
export default defineEndpoint(
  'auth/accept',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
  },
  () => {
    throw new ApiError({
      message: 'No such session.',
      code: 'NO_SUCH_SESSION',
      id: '9c72d8de-391a-43c1-9d06-08d29efde8df',
    });
  },
);
