import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { withKey, find } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/remove',
  { requireCredential: true, params: withKey },
  (ps, me, ctx) => {
    const r = find(ctx.inst.db, me.id, ps.scope, ps.key);
    if (!r)
      throw new ApiError({
        message: 'No such key.',
        code: 'NO_SUCH_KEY',
        id: '1fac4e8a-a6cd-4e39-a4a5-3a7e11f1b019',
      });
    run(ctx.inst.db, 'DELETE FROM registry WHERE id = ?', r.id);
  },
);
