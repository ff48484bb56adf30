import { defineEndpoint } from '../../endpoint.ts';
import { id, limitParam } from '../../schema.ts';
import type { NoteRow } from '../../../db/rows.ts';
import { findNoteById } from '../../../services/note-create.ts';
import { canSeeNote } from '../../../services/visibility.ts';
import { packNotes } from '../../../packing/note.ts';
import { findNoteOrThrow } from '../../shared/lookups.ts';

export default defineEndpoint(
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
    const note = findNoteOrThrow(ctx, ps.noteId, 'e1035875-9551-45ec-afa8-1ded1fcb53c8');
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
