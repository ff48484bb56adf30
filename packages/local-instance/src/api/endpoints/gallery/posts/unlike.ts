import { defineEndpoint } from '../../../endpoint.ts';
import { existingGalleryPost, postParam } from '../../../shared/gallery.ts';
import { GALLERY_LIKES, removeLike } from '../../../shared/likes.ts';

export default defineEndpoint(
  'gallery/posts/unlike',
  { requireCredential: true, kind: 'write:gallery-likes', prohibitMoved: true, params: postParam },
  (ps, me, ctx) => {
    const post = existingGalleryPost(ctx.inst, ps.postId, 'c32e6dd0-b555-4413-925e-b3757d19ed84');
    removeLike(ctx.inst.db, GALLERY_LIKES, post.id, me.id, {
      message: 'You have not liked that post.',
      code: 'NOT_LIKED',
      id: 'e3e8e06e-be37-41f7-a5b4-87a8250288f0',
    });
  },
);
