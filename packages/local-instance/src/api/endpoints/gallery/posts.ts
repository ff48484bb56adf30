import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { packGalleryPost, type GalleryPostRow } from '../../../packing/gallery-post.ts';
import { pagedRows } from '../../shared/paging.ts';

/** Every post, newest first. */
export default defineEndpoint(
  'gallery/posts',
  { requireCredential: false, params: { type: 'object', properties: { ...paginationProps } } },
  (ps, _me, ctx) =>
    pagedRows<GalleryPostRow>(ctx.inst.db, ps, { table: 'gallery_posts', alias: 'p', where: [] }).map((p) =>
      packGalleryPost(ctx.pc, p),
    ),
);
