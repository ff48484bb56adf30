import { defineEndpoint } from '../endpoint.ts';

export default defineEndpoint(
  'pinned-users',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  () => [],
);
