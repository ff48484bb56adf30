// Features the local instance keeps no data for (trending hashtags). The client still asks for them,
// so they answer with empty lists instead of UNKNOWN_API_ENDPOINT.
import { defineEndpoint } from '../../endpoint.ts';
import type { ObjectSchema } from '../../schema.ts';

const none: ObjectSchema = { type: 'object', properties: {} };

export default defineEndpoint(
  'hashtags/trend',
  { requireCredential: false, allowGet: true, params: none },
  () => [],
);
