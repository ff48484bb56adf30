import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { genId } from '../../../../db/ids.ts';
import { one, run } from '../../../../db/statement.ts';
import { findNoteOrThrow } from '../../../shared/lookups.ts';
import { noteIdParams } from '../../../schema.ts';
import { earnAchievement } from '../../../../services/achievements.ts';
import { HOUR } from '../../../rate-limit.ts';

export default defineEndpoint(
  'notes/favorites/create',
  {
    requireCredential: true,
    kind: 'write:favorites',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 20 },
    params: noteIdParams,
  },
  (ps, me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, '6dd26674-e060-4816-909a-45ba3f4da458');
    if (one(ctx.inst.db, 'SELECT 1 FROM note_favorites WHERE userId = ? AND noteId = ?', me.id, note.id))
      throw new ApiError({
        message: 'The note has already been marked as a favorite.',
        code: 'ALREADY_FAVORITED',
        id: 'a402c12b-34dd-41d2-97d8-4d2ffd96a1a6',
      });
    const now = Date.now();
    run(
      ctx.inst.db,
      'INSERT INTO note_favorites (id, createdAt, userId, noteId) VALUES (?, ?, ?, ?)',
      genId(now),
      now,
      me.id,
      note.id,
    );
    // as Misskey: someone else's favourite earns the author an achievement
    if (note.userId !== me.id) earnAchievement(ctx.inst, note.userId, 'myNoteFavorited1');
  },
);
