import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { findGalleryPost, noSuchPost, postParam } from '../../../shared/gallery.ts';

/** The author deletes their post; anyone else's (or a missing one) is NO_SUCH_POST. */
export default defineEndpoint(
  'gallery/posts/delete',
  { requireCredential: true, kind: 'write:gallery', params: postParam },
  (ps, me, ctx) => {
    const post = findGalleryPost(ctx.inst, ps.postId);
    if (!post || post.userId !== me.id)
      throw new ApiError(noSuchPost('ae52f367-4bd7-4ecd-afc6-5672fff427f5'));
    run(ctx.inst.db, 'DELETE FROM gallery_posts WHERE id = ?', post.id);
  },
);
