import { defineEndpoint } from '../endpoint.ts';
import { packMeta } from '../../packing/meta.ts';

export default defineEndpoint(
  'meta',
  {
    requireCredential: false,
    // upstream 2026.7 answers a GET with an empty 405 (MisskeyIO 2025.4 allowed it)
    params: { type: 'object', properties: { detail: { type: 'boolean', default: true } } },
  },
  (ps, _me, ctx) => packMeta(ctx.inst, ctx.origin, ps.detail ?? true),
);
