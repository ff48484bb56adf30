import { defineEndpoint } from '../../endpoint.ts';
import { all } from '../../../db/statement.ts';
import { packPage, type PageRow } from '../../../packing/page.ts';

/** The ten most liked pages (liked at least once). */
export default defineEndpoint(
  'pages/featured',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) =>
    all<PageRow>(
      ctx.inst.db,
      'SELECT * FROM pages WHERE likedCount > 0 ORDER BY likedCount DESC, id DESC LIMIT 10',
    ).map((p) => packPage(ctx.pc, p)),
);
