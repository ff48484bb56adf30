import { defineEndpoint } from '../../../endpoint.ts';
import { paginationProps } from '../../../schema.ts';
import { packGalleryPost } from '../../../../packing/gallery-post.ts';
import { findGalleryPost } from '../../../shared/gallery.ts';
import { pagedRows } from '../../../shared/paging.ts';

/** The caller's likes, newest first, each `{ id, post }` (paged by the like's id). */
export default defineEndpoint(
  'i/gallery/likes',
  {
    requireCredential: true,
    kind: 'read:gallery-likes',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) =>
    pagedRows<{ id: string; postId: string }>(ctx.inst.db, ps, {
      table: 'gallery_likes',
      alias: 'l',
      where: ['l.userId = @me'],
      params: { me: me.id },
    }).flatMap((like) => {
      const post = findGalleryPost(ctx.inst, like.postId);
      return post ? [{ id: like.id, post: packGalleryPost(ctx.pc, post) }] : [];
    }),
);
