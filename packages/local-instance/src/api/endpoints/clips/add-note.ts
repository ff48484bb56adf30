import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { genId } from '../../../db/ids.ts';
import { one, run } from '../../../db/statement.ts';
import { effectivePolicies } from '../../../packing/policies.ts';
import { ownClip, clipNoteParam } from '../../shared/clips.ts';
import { findNoteOrThrow } from '../../shared/lookups.ts';

export default defineEndpoint(
  'clips/add-note',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 20 },
    params: clipNoteParam,
  },
  (ps, me, ctx) => {
    const clip = ownClip(ctx.inst, ps.clipId, me, 'd6e76cc0-a1b5-4c7c-a287-73fa9c716dcf');
    const note = findNoteOrThrow(ctx, ps.noteId, 'fc8c0b49-c7a3-4664-a0a6-b418d386bb8b');
    if (one(ctx.inst.db, 'SELECT 1 FROM clip_notes WHERE clipId = ? AND noteId = ?', clip.id, note.id))
      throw new ApiError({
        message: 'The note has already been clipped.',
        code: 'ALREADY_CLIPPED',
        id: '734806c4-542c-463a-9311-15c512803965',
      });
    const held = one<{ c: number }>(
      ctx.inst.db,
      'SELECT COUNT(*) AS c FROM clip_notes WHERE clipId = ?',
      clip.id,
    );
    if ((held?.c ?? 0) >= effectivePolicies(ctx.inst, me).noteEachClipsLimit)
      throw new ApiError({
        message: 'You cannot add notes to the clip any more.',
        code: 'TOO_MANY_CLIP_NOTES',
        id: 'f0dba960-ff73-4615-8df4-d6ac5d9dc118',
      });
    const now = Date.now();
    run(
      ctx.inst.db,
      'INSERT INTO clip_notes (id, clipId, noteId) VALUES (?, ?, ?)',
      genId(now),
      clip.id,
      note.id,
    );
    run(ctx.inst.db, 'UPDATE clips SET lastClippedAt = ? WHERE id = ?', now, clip.id);
  },
);
