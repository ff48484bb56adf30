import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { one } from '../../../db/statement.ts';
import { packFlash, type FlashRow } from '../../../packing/flash.ts';
import { pagedRows } from '../../shared/paging.ts';

/** The caller's likes, newest first, each `{ id, flash }` (paged by the like's id). */
export default defineEndpoint(
  'flash/my-likes',
  {
    requireCredential: true,
    kind: 'read:flash-likes',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) =>
    pagedRows<{ id: string; flashId: string }>(ctx.inst.db, ps, {
      table: 'flash_likes',
      alias: 'l',
      where: ['l.userId = @me'],
      params: { me: me.id },
    }).flatMap((like) => {
      const flash = one<FlashRow>(ctx.inst.db, 'SELECT * FROM flashes WHERE id = ?', like.flashId);
      return flash ? [{ id: like.id, flash: packFlash(ctx.pc, flash) }] : [];
    }),
);
