import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import { packFlash, type FlashRow } from '../../../packing/flash.ts';
import { pagedRows } from '../../shared/paging.ts';

/** A user's public Plays, newest first. */
export default defineEndpoint(
  'users/flashs',
  {
    requireCredential: false,
    params: { type: 'object', properties: { userId: id(), ...paginationProps }, required: ['userId'] },
  },
  (ps, _me, ctx) =>
    pagedRows<FlashRow>(ctx.inst.db, ps, {
      table: 'flashes',
      alias: 'f',
      where: ['f.userId = @userId', "f.visibility = 'public'"],
      params: { userId: ps.userId },
    }).map((f) => packFlash(ctx.pc, f)),
);
