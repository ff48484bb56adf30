import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';

export default defineEndpoint(
  'notes/mentions',
  {
    requireCredential: true,
    kind: 'read:account',
    params: {
      type: 'object',
      properties: {
        following: { type: 'boolean', default: false },
        visibility: { type: 'string' },
        ...paginationProps,
      },
    },
  },
  (ps, me, ctx) => {
    const cond =
      ps.visibility === 'specified'
        ? "n.visibility = 'specified' AND EXISTS (SELECT 1 FROM json_each(n.visibleUserIds) j WHERE j.value = @me)"
        : '(EXISTS (SELECT 1 FROM json_each(n.mentions) j WHERE j.value = @me) OR n.replyUserId = @me)';
    return packNotes(ctx.pc, notesWhere(ctx.inst.db, me, `${cond} AND n.userId != @me`, ps, {}));
  },
);
