import { defineEndpoint, RawResponse } from '../endpoint.ts';

/**
 * signup-pending: completes a sign-up that waited for its email to be confirmed. The local
 * instance signs people up at once (it never sends mail), so no code is ever pending; the answer is
 * Misskey's for a code it does not know.
 */
export default defineEndpoint(
  'signup-pending',
  { requireCredential: false, params: { type: 'object', properties: { code: { type: 'string' } } } },
  (ps) => {
    const matching = typeof ps.code === 'string' ? `{\n    "code": ${JSON.stringify(ps.code)}\n}` : '{}';
    throw new RawResponse(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: `EntityNotFoundError: Could not find any entity of type "MiUserPending" matching: ${matching}`,
    });
  },
);
