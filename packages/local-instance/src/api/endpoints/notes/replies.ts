import { defineEndpoint } from '../../endpoint.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { noteListParams } from '../../shared/note-relations.ts';

export default defineEndpoint(
  'notes/replies',
  { requireCredential: false, params: noteListParams },
  (ps, me, ctx) =>
    packNotes(ctx.pc, notesWhere(ctx.inst.db, me, 'n.replyId = @noteId', ps, { noteId: ps.noteId })),
);
