// The local instance keeps no trending hashtags. The client still asks for them, so this answers
// an empty list instead of UNKNOWN_API_ENDPOINT.
import { defineEndpoint } from '../../endpoint.ts';

export default defineEndpoint(
  'hashtags/trend',
  { requireCredential: false, allowGet: true, params: { type: 'object', properties: {} } },
  () => [],
);
