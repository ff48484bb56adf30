import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { effectivePolicies } from '../../../../packing/policies.ts';
import { createUserList, packUserList, userListsOf } from '../../../../services/user-lists.ts';
import { listName } from '../../../shared/user-lists.ts';

export default defineEndpoint(
  'users/lists/create',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    params: { type: 'object', properties: { name: listName }, required: ['name'] },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    if (userListsOf(db, me.id).length >= effectivePolicies(ctx.inst, me).userListLimit) {
      throw new ApiError({
        message: 'You cannot create user list any more.',
        code: 'TOO_MANY_USERLISTS',
        id: '0cf21a28-7715-4f39-a20d-777bfdb8d138',
      });
    }
    return packUserList(db, createUserList(db, me.id, ps.name));
  },
);
