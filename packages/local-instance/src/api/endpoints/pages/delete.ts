import { defineEndpoint } from '../../endpoint.ts';
import { run } from '../../../db/statement.ts';
import { ownPage, pageParam } from '../../shared/pages.ts';

export default defineEndpoint(
  'pages/delete',
  { requireCredential: true, kind: 'write:pages', params: pageParam },
  (ps, me, ctx) => {
    const page = ownPage(ctx.inst, ps.pageId, me, {
      missing: 'eb0c6e1d-d519-4764-9486-52a7e1c6392a',
      denied: '8b741b3e-2c22-44b3-a15f-29949aa1601e',
    });
    run(ctx.inst.db, 'DELETE FROM pages WHERE id = ?', page.id);
  },
);
