import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';

/**
 * The link of a verification mail. Kumo Local sends no mail (services/user-emails.ts), so no code
 * exists and every one is unknown, as upstream answers a code it did not send.
 */
export default defineEndpoint(
  'verify-email',
  {
    requireCredential: false,
    params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
  },
  () => {
    throw new ApiError({
      message: 'No such code.',
      code: 'NO_SUCH_CODE',
      id: '97c1f576-e4b8-4b8a-a6dc-9cb65e7f6f85',
    });
  },
);
