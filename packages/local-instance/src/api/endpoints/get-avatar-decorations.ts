import { defineEndpoint } from '../endpoint.ts';

export default defineEndpoint(
  'get-avatar-decorations',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  () => [],
);
