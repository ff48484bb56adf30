import { defineEndpoint } from '../../endpoint.ts';
import { run } from '../../../db/statement.ts';
import { ownClip, clipNoteParam } from '../../shared/clips.ts';
import { findNoteOrThrow } from '../../shared/lookups.ts';

export default defineEndpoint(
  'clips/remove-note',
  { requireCredential: true, kind: 'write:account', prohibitMoved: true, params: clipNoteParam },
  (ps, me, ctx) => {
    const clip = ownClip(ctx.inst, ps.clipId, me, 'b80525c6-97f7-49d7-a42d-ebccd49cfd52');
    const note = findNoteOrThrow(ctx, ps.noteId, 'aff017de-190e-434b-893e-33a9ff5049d8');
    run(ctx.inst.db, 'DELETE FROM clip_notes WHERE clipId = ? AND noteId = ?', clip.id, note.id);
  },
);
