import { defineEndpoint } from '../../endpoint.ts';
import { PAGE_LIKES, removeLike } from '../../shared/likes.ts';
import { existingPage, pageParam } from '../../shared/pages.ts';

export default defineEndpoint(
  'pages/unlike',
  { requireCredential: true, kind: 'write:page-likes', prohibitMoved: true, params: pageParam },
  (ps, me, ctx) => {
    const page = existingPage(ctx.inst, ps.pageId, 'a0d41e20-1993-40bd-890e-f6e560ae648e');
    removeLike(ctx.inst.db, PAGE_LIKES, page.id, me.id, {
      message: 'You have not liked that page.',
      code: 'NOT_LIKED',
      id: 'f5e586b0-ce93-4050-b0e3-7f31af5259ee',
    });
  },
);
