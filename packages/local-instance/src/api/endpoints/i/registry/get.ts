import { defineEndpoint } from '../../../endpoint.ts';
import { withKey, findItemOrThrow, registryDomain } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/get',
  { requireCredential: true, kind: 'read:account', params: withKey },
  (ps, me, ctx) => {
    const r = findItemOrThrow(
      ctx.inst.db,
      me.id,
      registryDomain(ctx, ps),
      ps,
      'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a',
    );
    return JSON.parse(r.value);
  },
);
