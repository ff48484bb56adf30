import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { findUserById } from '../../../../services/users.ts';
import { run } from '../../../../db/statement.ts';
import { findOwnUserList } from '../../../../services/user-lists.ts';
import { noSuchList, listAndUser } from '../../../shared/user-lists.ts';
import { noSuchUser } from '../../../shared/lookups.ts';

export default defineEndpoint(
  'users/lists/update-membership',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    params: { ...listAndUser, properties: { ...listAndUser.properties, withReplies: { type: 'boolean' } } },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findOwnUserList(db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('7f44670e-ab16-43b8-b4c1-ccd2ee89cc02'));
    if (!findUserById(db, ps.userId)) throw new ApiError(noSuchUser('588e7f72-c744-4a61-b180-d354e912bda2'));
    if (ps.withReplies !== undefined) {
      run(
        db,
        'UPDATE user_list_members SET withReplies = ? WHERE userListId = ? AND userId = ?',
        ps.withReplies ? 1 : 0,
        list.id,
        ps.userId,
      );
    }
  },
);
