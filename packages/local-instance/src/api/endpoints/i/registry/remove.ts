import { defineEndpoint } from '../../../endpoint.ts';
import { run } from '../../../../db/statement.ts';
import { withKey, findItem, registryDomain } from '../../../shared/registry.ts';

/** i/registry/remove: a key that is not there counts as removed (Misskey answers 204 too). */
export default defineEndpoint(
  'i/registry/remove',
  { requireCredential: true, kind: 'write:account', params: withKey },
  (ps, me, ctx) => {
    const r = findItem(ctx.inst.db, me.id, registryDomain(ctx, ps), ps);
    if (r) run(ctx.inst.db, 'DELETE FROM registry WHERE id = ?', r.id);
  },
);
