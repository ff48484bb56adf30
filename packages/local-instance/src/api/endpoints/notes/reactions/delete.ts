import { defineEndpoint } from '../../../endpoint.ts';
import { noteIdParams } from '../../../schema.ts';
import { HOUR, SECOND } from '../../../rate-limit.ts';
import { deleteReaction } from '../../../../services/reactions.ts';
import { findNoteOrThrow } from '../../../shared/lookups.ts';

export default defineEndpoint(
  'notes/reactions/delete',
  {
    requireCredential: true,
    kind: 'write:reactions',
    limit: { duration: HOUR, max: 60, minInterval: 3 * SECOND },
    params: noteIdParams,
  },
  (ps, me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, '764d9fce-f9f2-4a0e-92b1-6ceac9a7ad37');
    deleteReaction(ctx.inst, me, note);
  },
);
