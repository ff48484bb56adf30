import { defineEndpoint } from '../../../endpoint.ts';
import { id, paginationProps } from '../../../schema.ts';
import { packGalleryPost, type GalleryPostRow } from '../../../../packing/gallery-post.ts';
import { pagedRows } from '../../../shared/paging.ts';

export default defineEndpoint(
  'users/gallery/posts',
  {
    requireCredential: false,
    params: { type: 'object', properties: { userId: id(), ...paginationProps }, required: ['userId'] },
  },
  (ps, _me, ctx) =>
    pagedRows<GalleryPostRow>(ctx.inst.db, ps, {
      table: 'gallery_posts',
      alias: 'p',
      where: ['p.userId = @userId'],
      params: { userId: ps.userId },
    }).map((p) => packGalleryPost(ctx.pc, p)),
);
