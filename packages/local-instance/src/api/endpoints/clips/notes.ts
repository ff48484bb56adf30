import { defineEndpoint } from '../../endpoint.ts';
import { id, limitParam } from '../../schema.ts';
import type { NoteRow } from '../../../db/rows.ts';
import { all } from '../../../db/statement.ts';
import { packNotes } from '../../../packing/note.ts';
import { pageSql } from '../../../services/timelines.ts';
import { visibilitySql } from '../../../services/visibility.ts';
import { visibleClip } from '../../shared/clips.ts';

/** The notes of a clip, paginated by note id (newest first) as Misskey does. */
export default defineEndpoint(
  'clips/notes',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { clipId: id(), limit: limitParam(), sinceId: id(), untilId: id() },
      required: ['clipId'],
    },
  },
  (ps, me, ctx) => {
    const clip = visibleClip(ctx.inst, ps.clipId, me, '1d7645e6-2b6d-4635-b0fe-fe22b0e72e00');
    const page = pageSql(ps);
    const where = [
      'EXISTS (SELECT 1 FROM clip_notes cn WHERE cn.noteId = n.id AND cn.clipId = @clipId)',
      ...(me ? [visibilitySql(me)] : []),
      ...page.where,
    ];
    const rows = all<NoteRow>(
      ctx.inst.db,
      `SELECT n.* FROM notes n WHERE ${where.join(' AND ')} ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, clipId: clip.id, me: me?.id ?? null },
    );
    return packNotes(ctx.pc, rows);
  },
);
