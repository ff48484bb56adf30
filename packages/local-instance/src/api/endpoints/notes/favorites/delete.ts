import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { findNoteOrThrow } from '../../../shared/lookups.ts';
import { noteIdParams } from '../../../schema.ts';

export default defineEndpoint(
  'notes/favorites/delete',
  { requireCredential: true, kind: 'write:favorites', params: noteIdParams },
  (ps, me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, '80848a2c-398f-4343-baa9-df1d57696c56');
    const removed = run(
      ctx.inst.db,
      'DELETE FROM note_favorites WHERE userId = ? AND noteId = ?',
      me.id,
      note.id,
    ).changes;
    if (removed === 0)
      throw new ApiError({
        message: 'You have not marked that note a favorite.',
        code: 'NOT_FAVORITED',
        id: 'b625fc69-635e-45e9-86f4-dbefbef35af5',
      });
  },
);
