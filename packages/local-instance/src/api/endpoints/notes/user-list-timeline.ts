import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id, paginationProps } from '../../schema.ts';
import { packNotes } from '../../../packing/note.ts';
import { findOwnUserList, userListTimeline } from '../../../services/user-lists.ts';
import { noSuchList } from '../../shared/user-lists.ts';

export default defineEndpoint(
  'notes/user-list-timeline',
  {
    requireCredential: true,
    kind: 'read:account',
    params: {
      type: 'object',
      properties: {
        listId: id(),
        ...paginationProps,
        allowPartial: { type: 'boolean', default: false },
        includeMyRenotes: { type: 'boolean', default: true },
        includeRenotedMyNotes: { type: 'boolean', default: true },
        includeLocalRenotes: { type: 'boolean', default: true },
        withRenotes: { type: 'boolean', default: true },
        withFiles: { type: 'boolean', default: false },
      },
      required: ['listId'],
    },
  },
  (ps, me, ctx) => {
    const list = findOwnUserList(ctx.inst.db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('8fb1fbd5-e476-4c37-9fb0-43d55b63a2ff'));
    return packNotes(ctx.pc, userListTimeline(ctx.inst.db, me, list.id, ps));
  },
);
