import { defineEndpoint } from '../../endpoint.ts';
import { noteIdParams } from '../../schema.ts';
import { packNote } from '../../../packing/note.ts';
import { findNoteOrThrow } from '../../shared/lookups.ts';

export default defineEndpoint(
  'notes/show',
  { requireCredential: false, params: noteIdParams },
  (ps, _me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, '24fcbfc6-2e37-42b6-8388-c29b3861a08d');
    return packNote(ctx.pc, note);
  },
);
