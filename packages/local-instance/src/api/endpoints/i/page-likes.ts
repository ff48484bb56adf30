import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { packPage } from '../../../packing/page.ts';
import { findPage } from '../../shared/pages.ts';
import { pagedRows } from '../../shared/paging.ts';

/** The caller's likes, newest first, each `{ id, page }` (paged by the like's id). */
export default defineEndpoint(
  'i/page-likes',
  {
    requireCredential: true,
    kind: 'read:page-likes',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) =>
    pagedRows<{ id: string; pageId: string }>(ctx.inst.db, ps, {
      table: 'page_likes',
      alias: 'l',
      where: ['l.userId = @me'],
      params: { me: me.id },
    }).flatMap((like) => {
      const page = findPage(ctx.inst, like.pageId);
      return page ? [{ id: like.id, page: packPage(ctx.pc, page) }] : [];
    }),
);
