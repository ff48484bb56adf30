import { defineEndpoint } from '../../../endpoint.ts';
import { withScope, scopeItems, registryDomain } from '../../../shared/registry.ts';

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

export default defineEndpoint(
  'i/registry/keys-with-type',
  { requireCredential: true, kind: 'read:account', params: withScope },
  (ps, me, ctx) => {
    const out: Record<string, string> = {};
    for (const r of scopeItems(ctx.inst.db, me.id, registryDomain(ctx, ps), ps.scope))
      out[r.key] = typeOf(JSON.parse(r.value));
    return out;
  },
);
