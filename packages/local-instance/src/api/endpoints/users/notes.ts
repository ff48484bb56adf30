import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id, paginationProps } from '../../schema.ts';
import { findUserById } from '../../../services/users.ts';
import { userNotes } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';

const BOTH_WITH_REPLIES_AND_WITH_FILES = {
  message: 'Specifying both withReplies and withFiles is not supported',
  code: 'BOTH_WITH_REPLIES_AND_WITH_FILES',
  id: '91c8cb9f-36ed-46e7-9ca2-7df96ed6e222',
};

export default defineEndpoint(
  'users/notes',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        userId: id(),
        withReplies: { type: 'boolean', default: false },
        withRenotes: { type: 'boolean', default: true },
        withChannelNotes: { type: 'boolean', default: false },
        withFiles: { type: 'boolean', default: false },
        allowPartial: { type: 'boolean', default: false },
        ...paginationProps,
      },
      required: ['userId'],
    },
  },
  (ps, me, ctx) => {
    if (ps.withReplies && ps.withFiles) throw new ApiError(BOTH_WITH_REPLIES_AND_WITH_FILES);
    const user = findUserById(ctx.inst.db, ps.userId);
    // as Misskey: an unknown user simply has no notes
    if (!user) return [];
    return packNotes(ctx.pc, userNotes(ctx.inst.db, me, user.id, ps));
  },
);
