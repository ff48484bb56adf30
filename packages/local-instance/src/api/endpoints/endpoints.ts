import { defineEndpoint } from '../endpoint.ts';
import { loadEndpoints } from '../endpoint-registry.ts';

export default defineEndpoint(
  'endpoints',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  async () => (await loadEndpoints()).map((e) => e.name).sort(),
);
