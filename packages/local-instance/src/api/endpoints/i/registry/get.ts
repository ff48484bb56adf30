import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { withKey, find } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/get',
  { requireCredential: true, params: withKey },
  (ps, me, ctx) => {
    const r = find(ctx.inst.db, me.id, ps.scope, ps.key);
    if (!r)
      throw new ApiError({
        message: 'No such key.',
        code: 'NO_SUCH_KEY',
        id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a',
      });
    return JSON.parse(r.value);
  },
);
