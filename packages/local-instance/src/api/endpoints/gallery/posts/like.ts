import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { existingGalleryPost, postParam } from '../../../shared/gallery.ts';
import { addLike, GALLERY_LIKES } from '../../../shared/likes.ts';

export default defineEndpoint(
  'gallery/posts/like',
  { requireCredential: true, kind: 'write:gallery-likes', prohibitMoved: true, params: postParam },
  (ps, me, ctx) => {
    const post = existingGalleryPost(ctx.inst, ps.postId, '56c06af3-1287-442f-9701-c93f7c4a62ff');
    if (post.userId === me.id)
      throw new ApiError({
        message: 'You cannot like your post.',
        code: 'YOUR_POST',
        id: 'f78f1511-5ebc-4478-a888-1198d752da68',
      });
    addLike(ctx.inst.db, GALLERY_LIKES, post.id, me.id, {
      message: 'The post has already been liked.',
      code: 'ALREADY_LIKED',
      id: '40e9ed56-a59c-473a-bf3f-f289c54fb5a7',
    });
  },
);
