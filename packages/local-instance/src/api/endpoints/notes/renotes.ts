import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { findNoteById } from '../../../services/note-create.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { params } from '../../shared/note-relations.ts';

export default defineEndpoint('notes/renotes', { requireCredential: false, params }, (ps, me, ctx) => {
  const note = findNoteById(ctx.inst, ps.noteId);
  if (!note)
    throw new ApiError({
      message: 'No such note.',
      code: 'NO_SUCH_NOTE',
      id: '12908022-2e21-46cd-ba6a-3edaf6093f46',
    });
  return packNotes(ctx.pc, notesWhere(ctx.inst.db, me, 'n.renoteId = @noteId', ps, { noteId: note.id }));
});
