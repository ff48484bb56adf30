import { defineEndpoint } from '../../endpoint.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { noteListParams } from '../../shared/note-relations.ts';
import { findNoteOrThrow } from '../../shared/lookups.ts';

export default defineEndpoint(
  'notes/renotes',
  { requireCredential: false, params: noteListParams },
  (ps, me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, '12908022-2e21-46cd-ba6a-3edaf6093f46');
    return packNotes(ctx.pc, notesWhere(ctx.inst.db, me, 'n.renoteId = @noteId', ps, { noteId: note.id }));
  },
);
