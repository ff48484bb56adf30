import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { vote } from '../../../../services/polls.ts';
import { findVisibleNoteOrThrow } from '../../../shared/lookups.ts';

export default defineEndpoint(
  'notes/polls/vote',
  {
    requireCredential: true,
    kind: 'write:votes',
    prohibitMoved: true,
    params: {
      type: 'object',
      properties: { noteId: id(), choice: { type: 'integer' } },
      required: ['noteId', 'choice'],
    },
  },
  (ps, me, ctx) => {
    const note = findVisibleNoteOrThrow(ctx, ps.noteId, me, 'ecafbd2e-c283-4d6d-aecb-1a0a33b75396');
    vote(ctx.inst, me, note, ps.choice);
  },
);
