import type { entities } from 'misskey-js';
import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import type { NoteRow } from '../../../db/rows.ts';
import { packNote } from '../../../packing/note.ts';
import { findNoteById } from '../../../services/note-create.ts';
import { pagedRows } from '../../shared/paging.ts';

interface FavoriteRow {
  id: string;
  createdAt: number;
  noteId: string;
}

/** My favorites, newest favorite first; paginated by the favorite's id as Misskey does. */
export default defineEndpoint(
  'i/favorites',
  {
    requireCredential: true,
    kind: 'read:favorites',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) => {
    const rows = pagedRows<FavoriteRow>(ctx.inst.db, ps, {
      table: 'note_favorites',
      alias: 'f',
      where: ['f.userId = @me'],
      params: { me: me.id },
    });
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
