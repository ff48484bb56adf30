import { defineEndpoint } from '../../../endpoint.ts';
import { run } from '../../../../db/statement.ts';
import { withKey, findItemOrThrow } from '../../../shared/registry.ts';

export default defineEndpoint(
  'i/registry/remove',
  { requireCredential: true, params: withKey },
  (ps, me, ctx) => {
    const r = findItemOrThrow(ctx.inst.db, me.id, ps, '1fac4e8a-a6cd-4e39-a4a5-3a7e11f1b019');
    run(ctx.inst.db, 'DELETE FROM registry WHERE id = ?', r.id);
  },
);
