import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { packFlash, type FlashRow } from '../../../packing/flash.ts';
import { pagedRows } from '../../shared/paging.ts';

/** The caller's Plays, private ones too, newest first. */
export default defineEndpoint(
  'flash/my',
  {
    requireCredential: true,
    kind: 'read:flash',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) =>
    pagedRows<FlashRow>(ctx.inst.db, ps, {
      table: 'flashes',
      alias: 'f',
      where: ['f.userId = @me'],
      params: { me: me.id },
    }).map((f) => packFlash(ctx.pc, f)),
);
