import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { noteIdParams } from '../../schema.ts';
import { HOUR, SECOND } from '../../rate-limit.ts';
import { deleteNote } from '../../../services/note-delete.ts';
import { findNoteOrThrow } from '../../shared/lookups.ts';

export default defineEndpoint(
  'notes/delete',
  {
    requireCredential: true,
    kind: 'write:notes',
    limit: { duration: HOUR, max: 300, minInterval: SECOND },
    params: noteIdParams,
  },
  (ps, me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, '490be23f-8c1f-4796-819f-94cb4f9d1630');
    if (note.userId !== me.id && !me.isAdmin) {
      throw new ApiError({
        message: 'Access denied.',
        code: 'ACCESS_DENIED',
        id: 'fe8d7103-0ea8-4ec3-814d-f8b401dc69e9',
      });
    }
    deleteNote(ctx.inst, note);
  },
);
