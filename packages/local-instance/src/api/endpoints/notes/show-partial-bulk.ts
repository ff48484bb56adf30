import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { findNoteById } from '../../../services/note-create.ts';
import { canSeeNote } from '../../../services/visibility.ts';
import { reactionsOf } from '../../../packing/note.ts';

/**
 * The reactions of several notes at once (upstream 2026.7), for a client refreshing the notes it
 * shows; ids of notes that do not exist (or that the caller may not see) are left out.
 */
export default defineEndpoint(
  'notes/show-partial-bulk',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { noteIds: { type: 'array', items: id(), minItems: 1, maxItems: 100, uniqueItems: true } },
      required: ['noteIds'],
    },
  },
  (ps, me, ctx) =>
    ps.noteIds.flatMap((noteId) => {
      const note = findNoteById(ctx.inst, noteId);
      if (!note || !canSeeNote(ctx.inst.db, note, me)) return [];
      return [{ id: note.id, reactions: reactionsOf(ctx.pc, note.id), reactionEmojis: {} }];
    }),
);
