import { defineEndpoint } from '../../../endpoint.ts';
import { paginationProps } from '../../../schema.ts';
import { packGalleryPost, type GalleryPostRow } from '../../../../packing/gallery-post.ts';
import { pagedRows } from '../../../shared/paging.ts';

export default defineEndpoint(
  'i/gallery/posts',
  { requireCredential: true, params: { type: 'object', properties: { ...paginationProps } } },
  (ps, me, ctx) =>
    pagedRows<GalleryPostRow>(ctx.inst.db, ps, {
      table: 'gallery_posts',
      alias: 'p',
      where: ['p.userId = @me'],
      params: { me: me.id },
    }).map((p) => packGalleryPost(ctx.pc, p)),
);
