import { defineEndpoint } from '../endpoint.ts';
import { packMeta } from '../../packing/meta.ts';

export default defineEndpoint(
  'meta',
  {
    requireCredential: false,
    allowGet: true,
    params: { type: 'object', properties: { detail: { type: 'boolean', default: true } } },
  },
  (ps, _me, ctx) => packMeta(ctx.inst, ctx.origin, ps.detail ?? true),
);
