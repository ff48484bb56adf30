import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { escapeLike } from '../../../db/statement.ts';
import { packFlash, type FlashRow } from '../../../packing/flash.ts';
import { pagedRows } from '../../shared/paging.ts';

/** Public Plays whose title or summary holds the words, newest first (upstream 2026.7). */
export default defineEndpoint(
  'flash/search',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { query: { type: 'string', minLength: 1 }, ...paginationProps },
      required: ['query'],
    },
  },
  (ps, _me, ctx) =>
    pagedRows<FlashRow>(ctx.inst.db, ps, {
      table: 'flashes',
      alias: 'f',
      where: [
        "f.visibility = 'public'",
        "(lower(f.title) LIKE @needle ESCAPE '\\' OR lower(f.summary) LIKE @needle ESCAPE '\\')",
      ],
      params: { needle: `%${escapeLike(ps.query.toLowerCase())}%` },
    }).map((f) => packFlash(ctx.pc, f)),
);
