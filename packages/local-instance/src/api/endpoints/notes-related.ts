// Lists of notes around one note: replies, children (replies and quotes), renotes, conversation.
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { id, limitParam, paginationProps } from '../schema.ts';
import type { NoteRow } from '../../db/rows.ts';
import { findNoteById } from '../../services/note-create.ts';
import { notesWhere } from '../../services/timelines.ts';
import { canSeeNote } from '../../services/visibility.ts';
import { packNotes } from '../../packing/note.ts';

const params = {
  type: 'object' as const,
  properties: { noteId: id(), ...paginationProps },
  required: ['noteId'],
};

export const notesReplies = defineEndpoint(
  'notes/replies',
  { requireCredential: false, params },
  (ps, me, ctx) =>
    packNotes(ctx.pc, notesWhere(ctx.inst.db, me, 'n.replyId = @noteId', ps, { noteId: ps.noteId })),
);

export const notesChildren = defineEndpoint(
  'notes/children',
  { requireCredential: false, params },
  (ps, me, ctx) =>
    packNotes(
      ctx.pc,
      notesWhere(
        ctx.inst.db,
        me,
        '(n.replyId = @noteId OR (n.renoteId = @noteId AND n.isPureRenote = 0))',
        ps,
        { noteId: ps.noteId },
      ),
    ),
);

export const notesRenotes = defineEndpoint(
  'notes/renotes',
  { requireCredential: false, params },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '12908022-2e21-46cd-ba6a-3edaf6093f46',
      });
    return packNotes(ctx.pc, notesWhere(ctx.inst.db, me, 'n.renoteId = @noteId', ps, { noteId: note.id }));
  },
);

export const notesConversation = defineEndpoint(
  'notes/conversation',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { noteId: id(), limit: limitParam(), offset: { type: 'integer', default: 0 } },
      required: ['noteId'],
    },
  },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: 'e1035875-9551-45ec-afa8-1ded1fcb53c8',
      });
    const out: NoteRow[] = [];
    let cursor = note.replyId ? findNoteById(ctx.inst, note.replyId) : undefined;
    let skipped = 0;
    while (cursor && out.length < (ps.limit ?? 10)) {
      if (skipped < (ps.offset ?? 0)) skipped++;
      else if (canSeeNote(ctx.inst.db, cursor, me)) out.push(cursor);
      cursor = cursor.replyId ? findNoteById(ctx.inst, cursor.replyId) : undefined;
    }
    return packNotes(ctx.pc, out);
  },
);

export const notesMentions = defineEndpoint(
  'notes/mentions',
  {
    requireCredential: true,
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
