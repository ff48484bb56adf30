import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { findNoteById } from '../../../services/note-create.ts';
import { packNote } from '../../../packing/note.ts';

export default defineEndpoint(
  'notes/show',
  {
    requireCredential: false,
    params: { type: 'object', properties: { noteId: id() }, required: ['noteId'] },
  },
  (ps, _me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d',
      });
    return packNote(ctx.pc, note);
  },
);
