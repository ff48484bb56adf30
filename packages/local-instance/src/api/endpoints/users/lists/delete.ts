import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { run } from '../../../../db/statement.ts';
import { findOwnUserList } from '../../../../services/user-lists.ts';
import { noSuchList } from '../../../shared/user-lists.ts';

export default defineEndpoint(
  'users/lists/delete',
  {
    requireCredential: true,
    kind: 'write:account',
    params: { type: 'object', properties: { listId: id() }, required: ['listId'] },
  },
  (ps, me, ctx) => {
    const list = findOwnUserList(ctx.inst.db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('78436795-db79-42f5-b1e2-55ea2cf19166'));
    run(ctx.inst.db, 'DELETE FROM user_lists WHERE id = ?', list.id);
  },
);
