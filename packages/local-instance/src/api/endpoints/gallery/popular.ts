import { defineEndpoint } from '../../endpoint.ts';
import { all } from '../../../db/statement.ts';
import { packGalleryPost, type GalleryPostRow } from '../../../packing/gallery-post.ts';

/** The ten most liked posts (liked at least once). */
export default defineEndpoint(
  'gallery/popular',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) =>
    all<GalleryPostRow>(
      ctx.inst.db,
      'SELECT * FROM gallery_posts WHERE likedCount > 0 ORDER BY likedCount DESC, id DESC LIMIT 10',
    ).map((p) => packGalleryPost(ctx.pc, p)),
);
