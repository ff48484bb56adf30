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
        tag: { type: 'string' },
        query: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
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
    const extra: Record<string, unknown> = {};
    const ors = groups.map((group, gi) =>
      group
        .map((tag, ti) => {
          extra[`t${gi}_${ti}`] = tag.toLowerCase();
          return `EXISTS (SELECT 1 FROM json_each(n.tags) j WHERE j.value = @t${gi}_${ti})`;
        })
        .join(' AND '),
    );
    return packNotes(
      ctx.pc,
      notesWhere(ctx.inst.db, me, `(${ors.map((o) => `(${o})`).join(' OR ')})`, ps, extra),
    );
  },
);
