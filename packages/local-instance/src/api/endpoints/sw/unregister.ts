import { defineEndpoint } from '../../endpoint.ts';
import { unsubscribe } from '../../../services/push.ts';

export default defineEndpoint(
  'sw/unregister',
  {
    requireCredential: false,
    params: { type: 'object', properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
  },
  (ps, me, ctx) => {
    unsubscribe(ctx.inst, ps.endpoint, me?.id ?? null);
  },
);
