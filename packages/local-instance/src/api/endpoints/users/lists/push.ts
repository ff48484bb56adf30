import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { HOUR } from '../../../rate-limit.ts';
import { effectivePolicies } from '../../../../packing/policies.ts';
import { findUserById } from '../../../../services/users.ts';
import { addMember, findMembership, findOwnUserList, memberIdsOf } from '../../../../services/user-lists.ts';
import { noSuchList, listAndUser } from '../../../shared/user-lists.ts';
import { noSuchUser } from '../../../shared/lookups.ts';

export default defineEndpoint(
  'users/lists/push',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 30 },
    params: listAndUser,
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findOwnUserList(db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('2214501d-ac96-4049-b717-91e42272a711'));
    const user = findUserById(db, ps.userId);
    if (!user) throw new ApiError(noSuchUser('a89abd3d-f0bc-4cce-beb1-2f446f4f1e6a'));
    if (findMembership(db, list.id, user.id)) {
      throw new ApiError({
        message: 'That user has already been added to that list.',
        code: 'ALREADY_ADDED',
        id: '1de7c884-1595-49e9-857e-61f12f4d4fc5',
      });
    }
    if (memberIdsOf(db, list.id).length >= effectivePolicies(ctx.inst, me).userEachUserListsLimit) {
      throw new ApiError({
        message: 'You can not push users any more.',
        code: 'TOO_MANY_USERS',
        id: '2dd9752e-a338-413d-8eec-41814430989b',
      });
    }
    addMember(db, list.id, user.id);
  },
);
