import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id, paginationProps, limitParam } from '../../../schema.ts';
import { packUserLiteById } from '../../../../packing/user.ts';
import { findUserList, membershipsPage } from '../../../../services/user-lists.ts';
import { noSuchList } from '../../../shared/user-lists.ts';

export default defineEndpoint(
  'users/lists/get-memberships',
  {
    requireCredential: false,
    kind: 'read:account',
    params: {
      type: 'object',
      properties: {
        listId: id(),
        forPublic: { type: 'boolean', default: false },
        ...paginationProps,
        limit: limitParam(100, 30),
      },
      required: ['listId'],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findUserList(db, ps.listId);
    const visible = list && (!ps.forPublic && me ? list.userId === me.id : list.isPublic === 1);
    if (!list || !visible) throw new ApiError(noSuchList('7bc05c21-1d7a-41ae-88f1-66820f4dc686'));
    return membershipsPage(db, list.id, ps).map((m) => ({
      id: m.id,
      createdAt: new Date(m.createdAt).toISOString(),
      userId: m.userId,
      user: packUserLiteById(ctx.pc, m.userId),
      withReplies: !!m.withReplies,
    }));
  },
);
