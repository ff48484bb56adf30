import { defineEndpoint } from '../../../endpoint.ts';
import { packGalleryPost } from '../../../../packing/gallery-post.ts';
import { existingGalleryPost, postParam } from '../../../shared/gallery.ts';

export default defineEndpoint(
  'gallery/posts/show',
  { requireCredential: false, params: postParam },
  (ps, _me, ctx) =>
    packGalleryPost(ctx.pc, existingGalleryPost(ctx.inst, ps.postId, '1137bf14-c5b0-4604-85bb-5b5371b1cd45')),
);
