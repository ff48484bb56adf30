import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { findUserById } from '../../../../services/users.ts';
import { packUserList, userListsOf } from '../../../../services/user-lists.ts';
import { noSuchUser } from '../../../shared/lookups.ts';

export default defineEndpoint(
  'users/lists/list',
  { requireCredential: false, params: { type: 'object', properties: { userId: id() } } },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    if (ps.userId != null && ps.userId !== me?.id) {
      if (!findUserById(db, ps.userId))
        throw new ApiError(noSuchUser('a8af4a82-0980-4cc4-a6af-8b0ffd54465e'));
      return userListsOf(db, ps.userId, true).map((l) => packUserList(db, l));
    }
    if (!me) {
      throw new ApiError({
        message: 'Credential required.',
        code: 'CREDENTIAL_REQUIRED',
        id: '1384574d-a912-4b81-8601-c7b1c4085df1',
        httpStatusCode: 401,
      });
    }
    return userListsOf(db, me.id).map((l) => packUserList(db, l));
  },
);
