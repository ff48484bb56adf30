import { defineEndpoint } from '../../../endpoint.ts';
import { withScope, scopeItems, registryDomain } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/get-all',
  { requireCredential: true, kind: 'read:account', params: withScope },
  (ps, me, ctx) => {
    const out: Record<string, unknown> = {};
    for (const r of scopeItems(ctx.inst.db, me.id, registryDomain(ctx, ps), ps.scope))
      out[r.key] = JSON.parse(r.value);
    return out as Record<string, never>;
  },
);
