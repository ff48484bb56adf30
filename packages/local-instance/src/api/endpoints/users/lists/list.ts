import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { findUserById } from '../../../../services/users.ts';
import { packUserList, userListsOf } from '../../../../services/user-lists.ts';
import { noSuchUser } from '../../../shared/lookups.ts';

export default defineEndpoint(
  'users/lists/list',
  {
    requireCredential: false,
    kind: 'read:account',
    params: { type: 'object', properties: { userId: id() } },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    if (ps.userId != null && ps.userId !== me?.id) {
      if (!findUserById(db, ps.userId))
        throw new ApiError(noSuchUser('a8af4a82-0980-4cc4-a6af-8b0ffd54465e'));
      return userListsOf(db, ps.userId, true).map((l) => packUserList(db, l));
    }
    // a visitor must say whose public lists (Misskey's own INVALID_PARAM for it)
    if (!me)
      throw new ApiError({
        message: 'Invalid param.',
        code: 'INVALID_PARAM',
        id: 'ab36de0e-29e9-48cb-9732-d82f1281620d',
      });
    return userListsOf(db, me.id).map((l) => packUserList(db, l));
  },
);
