import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { findUserList, packUserList } from '../../../../services/user-lists.ts';
import { noSuchList } from '../../../shared/user-lists.ts';

export default defineEndpoint(
  'users/lists/show',
  {
    requireCredential: false,
    kind: 'read:account',
    params: {
      type: 'object',
      properties: { listId: id(), forPublic: { type: 'boolean', default: false } },
      required: ['listId'],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findUserList(db, ps.listId);
    const mine = list != null && me != null && list.userId === me.id;
    if (!list || (!mine && !(ps.forPublic && list.isPublic))) {
      throw new ApiError(noSuchList('7bc05c21-1d7a-41ae-88f1-66820f4dc686'));
    }
    const packed = packUserList(db, list);
    return ps.forPublic ? { ...packed, likedCount: 0, isLiked: false } : packed;
  },
);
