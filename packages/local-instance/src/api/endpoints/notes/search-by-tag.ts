import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps, requireAnyOf } from '../../schema.ts';
import { notesWhere } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';

export default defineEndpoint(
  'notes/search-by-tag',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        tag: { type: 'string', maxLength: 128 },
        // at most 10 groups of 10 tags: enough for any search, and bounded work per request
        query: {
          type: 'array',
          maxItems: 10,
          items: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 128 } },
        },
        reply: { type: 'boolean', nullable: true, default: null },
        renote: { type: 'boolean', nullable: true, default: null },
        withFiles: { type: 'boolean', default: false },
        poll: { type: 'boolean', nullable: true, default: null },
        ...paginationProps,
      },
    },
  },
  (params, me, ctx) => {
    requireAnyOf(params, ['tag', 'query']);
    const ps = params as {
      tag?: string;
      query?: string[][];
      limit?: number;
      sinceId?: string;
      untilId?: string;
    };
    const groups = ps.query ?? (ps.tag ? [[ps.tag]] : []);
    if (groups.length === 0) return [];
    // one SQL text whatever the query: a note matches when, for some group, it has every tag of it
    const groupsJson = JSON.stringify(groups.map((g) => g.map((t) => t.toLowerCase())));
    const where = `EXISTS (SELECT 1 FROM json_each(@groups) g WHERE NOT EXISTS (
      SELECT 1 FROM json_each(g.value) t WHERE NOT EXISTS (
        SELECT 1 FROM json_each(n.tags) j WHERE j.value = t.value)))`;
    return packNotes(ctx.pc, notesWhere(ctx.inst.db, me, where, ps, { groups: groupsJson }));
  },
);
