import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id, requireAnyOf } from '../../schema.ts';
import { one } from '../../../db/statement.ts';
import { packPage, type PageRow } from '../../../packing/page.ts';
import { findPage, noSuchPage } from '../../shared/pages.ts';

/** By id, or by its name and its author's username (every user here is local), as /@{username}/pages/{name} asks. */
export default defineEndpoint(
  'pages/show',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { pageId: id(), name: { type: 'string' }, username: { type: 'string' } },
    },
  },
  (params, _me, ctx) => {
    const ps = params as { pageId?: string; name?: string; username?: string };
    requireAnyOf(ps, ['pageId', 'name']);
    const page = ps.pageId
      ? findPage(ctx.inst, ps.pageId)
      : ps.name && ps.username
        ? one<PageRow>(
            ctx.inst.db,
            `SELECT p.* FROM pages p JOIN users u ON u.id = p.userId
             WHERE u.usernameLower = ? AND p.name = ?`,
            ps.username.toLowerCase(),
            ps.name,
          )
        : undefined;
    if (!page) throw new ApiError(noSuchPage('222120c0-3ead-4528-811b-b96f233388d7'));
    return packPage(ctx.pc, page);
  },
);
