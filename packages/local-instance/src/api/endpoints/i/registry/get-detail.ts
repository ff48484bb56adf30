import { defineEndpoint } from '../../../endpoint.ts';
import { withKey, findItemOrThrow, registryDomain } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/get-detail',
  { requireCredential: true, kind: 'read:account', params: withKey },
  (ps, me, ctx) => {
    const r = findItemOrThrow(
      ctx.inst.db,
      me.id,
      registryDomain(ctx, ps),
      ps,
      '97a1e8e7-c0f7-47d2-957a-92e61256e01a',
    );
    return { updatedAt: new Date(r.updatedAt).toISOString(), value: JSON.parse(r.value) };
  },
);
