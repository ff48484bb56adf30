import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { withKey, find } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/get-detail',
  { requireCredential: true, params: withKey },
  (ps, me, ctx) => {
    const r = find(ctx.inst.db, me.id, ps.scope, ps.key);
    if (!r)
      throw new ApiError({
        message: 'No such key.',
        code: 'NO_SUCH_KEY',
        id: '97a1e8e7-c0f7-47d2-957a-92e61256e01a',
      });
    return { updatedAt: new Date(r.updatedAt).toISOString(), value: JSON.parse(r.value) };
  },
);
