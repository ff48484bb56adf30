import { defineEndpoint } from '../endpoint.ts';
import { HOUR } from '../rate-limit.ts';

/**
 * As Misskey: the answer never tells whether the account or address exists. Misskey mails a reset
 * link to a verified address only; Kumo Local sends no mail, so no address is ever verified and
 * nothing is sent.
 */
export default defineEndpoint(
  'request-reset-password',
  {
    requireCredential: false,
    limit: { duration: HOUR, max: 3 },
    params: {
      type: 'object',
      properties: { username: { type: 'string' }, email: { type: 'string' } },
      required: ['username', 'email'],
    },
  },
  () => undefined,
);
