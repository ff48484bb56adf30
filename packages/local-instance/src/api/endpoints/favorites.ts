// Note favorites: notes/favorites/create and delete, i/favorites.
import type { entities } from 'misskey-js';
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { id, paginationProps } from '../schema.ts';
import { genId } from '../../db/ids.ts';
import type { NoteRow } from '../../db/rows.ts';
import { all, one, run } from '../../db/statement.ts';
import { packNote } from '../../packing/note.ts';
import { findNoteById } from '../../services/note-create.ts';
import { pageSql } from '../../services/timelines.ts';

const noteParam = {
  type: 'object' as const,
  properties: { noteId: id() },
  required: ['noteId'],
};

export const notesFavoritesCreate = defineEndpoint(
  'notes/favorites/create',
  { requireCredential: true, params: noteParam },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '6dd26674-e060-4816-909a-45ba3f4da458',
      });
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
  },
);

export const notesFavoritesDelete = defineEndpoint(
  'notes/favorites/delete',
  { requireCredential: true, params: noteParam },
  (ps, me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note)
      throw new ApiError({
        message: 'No such note.',
        code: 'NO_SUCH_NOTE',
        id: '80848a2c-398f-4343-baa9-df1d57696c56',
      });
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

interface FavoriteRow {
  id: string;
  createdAt: number;
  noteId: string;
}

/** My favorites, newest favorite first; paginated by the favorite's id as Misskey does. */
export const iFavorites = defineEndpoint(
  'i/favorites',
  { requireCredential: true, params: { type: 'object', properties: { ...paginationProps } } },
  (ps, me, ctx) => {
    const page = pageSql(ps, 'f');
    const rows = all<FavoriteRow>(
      ctx.inst.db,
      `SELECT f.id, f.createdAt, f.noteId FROM note_favorites f
       WHERE ${['f.userId = @me', ...page.where].join(' AND ')} ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, me: me.id },
    );
    const out: entities.NoteFavorite[] = [];
    for (const f of rows) {
      const note = findNoteById(ctx.inst, f.noteId) as NoteRow | undefined;
      if (!note) continue;
      out.push({
        id: f.id,
        createdAt: new Date(f.createdAt).toISOString(),
        noteId: f.noteId,
        note: packNote(ctx.pc, note),
      });
    }
    return out;
  },
);
