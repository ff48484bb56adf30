import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { findNoteById } from '../../../../services/note-create.ts';
import { canSeeNote } from '../../../../services/visibility.ts';
import { vote } from '../../../../services/polls.ts';

export default defineEndpoint(
  'notes/polls/vote',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: { noteId: id(), choice: { type: 'integer' } },
      required: ['noteId', 'choice'],
    },
  },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note || !canSeeNote(ctx.inst.db, note, me)) {
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: 'ecafbd2e-c283-4d6d-aecb-1a0a33b75396',
      });
    }
    vote(ctx.inst, me, note, ps.choice);
  },
);
