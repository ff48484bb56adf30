import { defineEndpoint } from '../../endpoint.ts';
import { noteIdParams } from '../../schema.ts';
import { all } from '../../../db/statement.ts';
import { packClip, type ClipRow } from '../../../packing/clip.ts';
import { findNoteOrThrow } from '../../shared/lookups.ts';

/** The public clips that hold a note. */
export default defineEndpoint(
  'notes/clips',
  { requireCredential: false, params: noteIdParams },
  (ps, _me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, '47db1a1c-b0af-458d-8fb4-986e4efafe1e');
    return all<ClipRow>(
      ctx.inst.db,
      `SELECT c.* FROM clips c JOIN clip_notes cn ON cn.clipId = c.id
       WHERE cn.noteId = ? AND c.isPublic = 1 ORDER BY c.id DESC`,
      note.id,
    ).map((c) => packClip(ctx.pc, c));
  },
);
