import { defineEndpoint } from '../endpoint.ts';

export default defineEndpoint(
  'ping',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  () => ({
    pong: Date.now(),
  }),
);
