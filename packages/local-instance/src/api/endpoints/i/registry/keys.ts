import { defineEndpoint } from '../../../endpoint.ts';
import { withScope, scopeItems, registryDomain } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/keys',
  { requireCredential: true, kind: 'read:account', params: withScope },
  (ps, me, ctx) => scopeItems(ctx.inst.db, me.id, registryDomain(ctx, ps), ps.scope).map((r) => r.key),
);
