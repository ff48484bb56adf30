import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { findUserById } from '../../../../services/users.ts';
import { findOwnUserList, removeMember } from '../../../../services/user-lists.ts';
import { noSuchList, listAndUser } from '../../../shared/user-lists.ts';
import { noSuchUser } from '../../../shared/lookups.ts';

export default defineEndpoint(
  'users/lists/pull',
  { requireCredential: true, kind: 'write:account', prohibitMoved: true, params: listAndUser },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findOwnUserList(db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('7f44670e-ab16-43b8-b4c1-ccd2ee89cc02'));
    if (!findUserById(db, ps.userId)) throw new ApiError(noSuchUser('588e7f72-c744-4a61-b180-d354e912bda2'));
    removeMember(db, list.id, ps.userId);
  },
);
