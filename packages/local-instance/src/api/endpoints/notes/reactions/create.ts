import { defineEndpoint } from '../../../endpoint.ts';
import { isBlocking } from '../../../../services/mutes.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { createReaction } from '../../../../services/reactions.ts';
import { findVisibleNoteOrThrow } from '../../../shared/lookups.ts';

export default defineEndpoint(
  'notes/reactions/create',
  {
    requireCredential: true,
    kind: 'write:reactions',
    prohibitMoved: true,
    params: {
      type: 'object',
      properties: { noteId: id(), reaction: { type: 'string' } },
      required: ['noteId', 'reaction'],
    },
  },
  (ps, me, ctx) => {
    const note = findVisibleNoteOrThrow(ctx, ps.noteId, me, '033d0620-5bfe-4027-965d-980b0c85a3ea');
    if (note.userId !== me.id && isBlocking(ctx.inst.db, note.userId, me.id))
      throw new ApiError({
        message: 'You cannot react this note because you have been blocked by this user.',
        code: 'YOU_HAVE_BEEN_BLOCKED',
        id: '20ef5475-9f38-4e4c-bd33-de6d979498ec',
      });
    // a pure renote carries no content of its own to react to
    if (note.isPureRenote)
      throw new ApiError({
        message: 'You cannot react to Renote.',
        code: 'CANNOT_REACT_TO_RENOTE',
        id: 'eaccdc08-ddef-43fe-908f-d108faad57f5',
      });
    createReaction(ctx.inst, me, note, ps.reaction);
  },
);
