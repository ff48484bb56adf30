import { defineEndpoint } from '../endpoint.ts';

export default defineEndpoint(
  'ping',
  { requireCredential: false, allowGet: true, params: { type: 'object', properties: {} } },
  () => ({
    pong: Date.now(),
  }),
);
