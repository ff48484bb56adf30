import { defineEndpoint } from '../../endpoint.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { params } from '../../shared/note-relations.ts';

export default defineEndpoint('notes/replies', { requireCredential: false, params }, (ps, me, ctx) =>
  packNotes(ctx.pc, notesWhere(ctx.inst.db, me, 'n.replyId = @noteId', ps, { noteId: ps.noteId })),
);
