import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { one, run } from '../../../../db/statement.ts';
import { existingGalleryPost, postParam } from '../../../shared/gallery.ts';

export default defineEndpoint(
  'gallery/posts/unlike',
  { requireCredential: true, prohibitMoved: true, params: postParam },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const post = existingGalleryPost(ctx.inst, ps.postId, 'c32e6dd0-b555-4413-925e-b3757d19ed84');
    const like = one<{ id: string }>(
      db,
      'SELECT id FROM gallery_likes WHERE postId = ? AND userId = ?',
      post.id,
      me.id,
    );
    if (!like)
      throw new ApiError({
        message: 'You have not liked that post.',
        code: 'NOT_LIKED',
        id: 'e3e8e06e-be37-41f7-a5b4-87a8250288f0',
      });
    db.transaction(() => {
      run(db, 'DELETE FROM gallery_likes WHERE id = ?', like.id);
      run(db, 'UPDATE gallery_posts SET likedCount = MAX(likedCount - 1, 0) WHERE id = ?', post.id);
    })();
  },
);
