import { defineEndpoint } from '../../endpoint.ts';

export default defineEndpoint(
  'sw/unregister',
  {
    requireCredential: false,
    params: { type: 'object', properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
  },
  () => undefined,
);
