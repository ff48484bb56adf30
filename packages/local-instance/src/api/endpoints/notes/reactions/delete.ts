import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { HOUR, SECOND } from '../../../rate-limit.ts';
import { findNoteById } from '../../../../services/note-create.ts';
import { deleteReaction } from '../../../../services/reactions.ts';

export default defineEndpoint(
  'notes/reactions/delete',
  {
    requireCredential: true,
    limit: { duration: HOUR, max: 60, minInterval: SECOND / 10 },
    params: { type: 'object', properties: { noteId: id() }, required: ['noteId'] },
  },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '764d9fce-f9f2-4a0e-92b1-6ceac9a7ad37',
      });
    deleteReaction(ctx.inst, me, note);
  },
);
