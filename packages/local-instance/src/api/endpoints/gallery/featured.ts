import { defineEndpoint } from '../../endpoint.ts';
import { id, limitParam } from '../../schema.ts';
import { all } from '../../../db/statement.ts';
import { packGalleryPost, type GalleryPostRow } from '../../../packing/gallery-post.ts';
import { GALLERY_RANKING_WINDOW_MS } from '../../shared/gallery.ts';

/** Posts ranked by the likes they got in Misskey's window (three days); untilId pages by id. */
export default defineEndpoint(
  'gallery/featured',
  {
    requireCredential: false,
    params: { type: 'object', properties: { limit: limitParam(), untilId: id() } },
  },
  (ps, _me, ctx) =>
    all<GalleryPostRow>(
      ctx.inst.db,
      `SELECT p.*, COUNT(l.id) AS recentLikes FROM gallery_posts p
       JOIN gallery_likes l ON l.postId = p.id AND l.createdAt > @since
       ${ps.untilId ? 'WHERE p.id < @untilId' : ''}
       GROUP BY p.id ORDER BY recentLikes DESC, p.id DESC LIMIT @limit`,
      { since: Date.now() - GALLERY_RANKING_WINDOW_MS, untilId: ps.untilId ?? null, limit: ps.limit ?? 10 },
    ).map((p) => packGalleryPost(ctx.pc, p)),
);
