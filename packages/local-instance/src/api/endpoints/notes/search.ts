import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';

// A plain substring search over text and content warnings (Misskey uses a search engine).
export default defineEndpoint(
  'notes/search',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        query: { type: 'string' },
        userId: id({ nullable: true }),
        channelId: id({ nullable: true }),
        host: { type: 'string' },
        offset: { type: 'integer', default: 0 },
        ...paginationProps,
      },
      required: ['query'],
    },
  },
  (ps, me, ctx) => {
    const cond = `(n.text LIKE @q ESCAPE '\\' OR n.cw LIKE @q ESCAPE '\\')${ps.userId ? ' AND n.userId = @userId' : ''}`;
    const q = `%${ps.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return packNotes(ctx.pc, notesWhere(ctx.inst.db, me, cond, ps, { q, userId: ps.userId ?? null }));
  },
);
