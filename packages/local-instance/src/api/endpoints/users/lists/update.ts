import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { run } from '../../../../db/statement.ts';
import { findOwnUserList, packUserList } from '../../../../services/user-lists.ts';
import { noSuchList, listName } from '../../../shared/user-lists.ts';

export default defineEndpoint(
  'users/lists/update',
  {
    requireCredential: true,
    kind: 'write:account',
    params: {
      type: 'object',
      properties: { listId: id(), name: listName, isPublic: { type: 'boolean' } },
      required: ['listId'],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findOwnUserList(db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('796666fe-3dff-4d39-becb-8a5932c1d5b7'));
    if (ps.name !== undefined) list.name = ps.name;
    if (ps.isPublic !== undefined) list.isPublic = ps.isPublic ? 1 : 0;
    run(db, 'UPDATE user_lists SET name = ?, isPublic = ? WHERE id = ?', list.name, list.isPublic, list.id);
    return packUserList(db, list);
  },
);
