import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { one, run } from '../../../db/statement.ts';
import { existingPage, pageParam } from '../../shared/pages.ts';

export default defineEndpoint(
  'pages/unlike',
  { requireCredential: true, prohibitMoved: true, params: pageParam },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const page = existingPage(ctx.inst, ps.pageId, 'a0d41e20-1993-40bd-890e-f6e560ae648e');
    const like = one<{ id: string }>(
      db,
      'SELECT id FROM page_likes WHERE pageId = ? AND userId = ?',
      page.id,
      me.id,
    );
    if (!like)
      throw new ApiError({
        message: 'You have not liked that page.',
        code: 'NOT_LIKED',
        id: 'f5e586b0-ce93-4050-b0e3-7f31af5259ee',
      });
    db.transaction(() => {
      run(db, 'DELETE FROM page_likes WHERE id = ?', like.id);
      run(db, 'UPDATE pages SET likedCount = MAX(likedCount - 1, 0) WHERE id = ?', page.id);
    })();
  },
);
