import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { addLike, PAGE_LIKES } from '../../shared/likes.ts';
import { existingPage, pageParam } from '../../shared/pages.ts';

export default defineEndpoint(
  'pages/like',
  { requireCredential: true, kind: 'write:page-likes', prohibitMoved: true, params: pageParam },
  (ps, me, ctx) => {
    const page = existingPage(ctx.inst, ps.pageId, 'cc98a8a2-0dc3-4123-b198-62c71df18ed3');
    if (page.userId === me.id)
      throw new ApiError({
        message: 'You cannot like your page.',
        code: 'YOUR_PAGE',
        id: '28800466-e6db-40f2-8fae-bf9e82aa92b8',
      });
    // Misskey gives this error the id of its NO_SUCH_PAGE
    addLike(ctx.inst.db, PAGE_LIKES, page.id, me.id, {
      message: 'The page has already been liked.',
      code: 'ALREADY_LIKED',
      id: 'cc98a8a2-0dc3-4123-b198-62c71df18ed3',
    });
  },
);
