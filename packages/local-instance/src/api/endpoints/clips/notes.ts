import { defineEndpoint } from '../../endpoint.ts';
import { id, limitParam } from '../../schema.ts';
import type { NoteRow } from '../../../db/rows.ts';
import { packNotes } from '../../../packing/note.ts';
import { visibilitySql } from '../../../services/visibility.ts';
import { visibleClip } from '../../shared/clips.ts';
import { pagedRows } from '../../shared/paging.ts';

/** The notes of a clip, paginated by note id (newest first) as Misskey does. */
export default defineEndpoint(
  'clips/notes',
  {
    requireCredential: false,
    kind: 'read:account',
    params: {
      type: 'object',
      properties: { clipId: id(), limit: limitParam(), sinceId: id(), untilId: id() },
      required: ['clipId'],
    },
  },
  (ps, me, ctx) => {
    const clip = visibleClip(ctx.inst, ps.clipId, me, '1d7645e6-2b6d-4635-b0fe-fe22b0e72e00');
    const rows = pagedRows<NoteRow>(ctx.inst.db, ps, {
      table: 'notes',
      alias: 'n',
      where: [
        'EXISTS (SELECT 1 FROM clip_notes cn WHERE cn.noteId = n.id AND cn.clipId = @clipId)',
        ...(me ? [visibilitySql(me)] : []),
      ],
      params: { clipId: clip.id, me: me?.id ?? null },
    });
    return packNotes(ctx.pc, rows);
  },
);
