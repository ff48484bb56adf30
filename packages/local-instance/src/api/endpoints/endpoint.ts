import { defineEndpoint } from '../endpoint.ts';
import { loadEndpoints } from '../endpoint-registry.ts';

export default defineEndpoint(
  'endpoint',
  {
    requireCredential: false,
    params: { type: 'object', properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
  },
  async (ps) => {
    const ep = (await loadEndpoints()).find((e) => e.name === ps.endpoint);
    if (!ep) return null;
    return {
      params: Object.entries(ep.meta.params.properties).map(([name, s]) => ({
        name,
        type: s.type.charAt(0).toUpperCase() + s.type.slice(1),
      })),
    };
  },
);
