import { defineEndpoint } from '../endpoint.ts';

export const ping = defineEndpoint(
  'ping',
  { requireCredential: false, allowGet: true, params: { type: 'object', properties: {} } },
  () => ({
    pong: Date.now(),
  }),
);
