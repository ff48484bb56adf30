import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { genId } from '../../../db/ids.ts';
import { one, run } from '../../../db/statement.ts';
import { existingPage, pageParam } from '../../shared/pages.ts';

export default defineEndpoint(
  'pages/like',
  { requireCredential: true, prohibitMoved: true, params: pageParam },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const page = existingPage(ctx.inst, ps.pageId, 'cc98a8a2-0dc3-4123-b198-62c71df18ed3');
    if (page.userId === me.id)
      throw new ApiError({
        message: 'You cannot like your page.',
        code: 'YOUR_PAGE',
        id: '28800466-e6db-40f2-8fae-bf9e82aa92b8',
      });
    if (one(db, 'SELECT 1 FROM page_likes WHERE pageId = ? AND userId = ?', page.id, me.id))
      // Misskey gives this error the id of its NO_SUCH_PAGE
      throw new ApiError({
        message: 'The page has already been liked.',
        code: 'ALREADY_LIKED',
        id: 'cc98a8a2-0dc3-4123-b198-62c71df18ed3',
      });
    const now = Date.now();
    db.transaction(() => {
      run(
        db,
        'INSERT INTO page_likes (id, createdAt, pageId, userId) VALUES (?, ?, ?, ?)',
        genId(now),
        now,
        page.id,
        me.id,
      );
      run(db, 'UPDATE pages SET likedCount = likedCount + 1 WHERE id = ?', page.id);
    })();
  },
);
