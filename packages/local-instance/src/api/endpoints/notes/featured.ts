import { defineEndpoint } from '../../endpoint.ts';
import { limitParam } from '../../schema.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { FEATURED_WINDOW_MS, featuredCondition } from '../../../services/featured.ts';
import { packNotes } from '../../../packing/note.ts';

/** notes/featured: the most reacted-to notes of the last days (a channel's own with channelId), newest first. */
export default defineEndpoint(
  'notes/featured',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        limit: limitParam(),
        untilId: { type: 'string' },
        channelId: { type: 'string', nullable: true },
      },
    },
  },
  (ps, me, ctx) => {
    const channelId = ps.channelId ?? null;
    const rows = notesWhere(
      ctx.inst.db,
      me,
      featuredCondition(channelId),
      { limit: ps.limit ?? 10, untilId: ps.untilId },
      { channelId, featuredSince: Date.now() - FEATURED_WINDOW_MS },
    );
    return packNotes(ctx.pc, rows);
  },
);
