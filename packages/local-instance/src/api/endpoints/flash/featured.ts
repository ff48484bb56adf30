import { defineEndpoint } from '../../endpoint.ts';
import { all } from '../../../db/statement.ts';
import { packFlash, type FlashRow } from '../../../packing/flash.ts';

/** Public Plays, most liked first. */
export default defineEndpoint(
  'flash/featured',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        offset: { type: 'integer', minimum: 0, default: 0 },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      },
    },
  },
  (ps, _me, ctx) =>
    all<FlashRow>(
      ctx.inst.db,
      `SELECT * FROM flashes WHERE visibility = 'public' ORDER BY likedCount DESC, id DESC LIMIT ? OFFSET ?`,
      ps.limit ?? 10,
      ps.offset ?? 0,
    ).map((f) => packFlash(ctx.pc, f)),
);
