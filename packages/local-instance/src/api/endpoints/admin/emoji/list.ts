import { defineEndpoint } from '../../../endpoint.ts';
import { id, limitParam } from '../../../schema.ts';
import type { EmojiRow } from '../../../../db/rows.ts';
import { escapeLike } from '../../../../db/statement.ts';
import { packEmojiDetailed } from '../../../../packing/emoji.ts';
import { pagedRows } from '../../../shared/paging.ts';
import { requireEmojiManager } from '../../../shared/emojis.ts';

/** admin/emoji/list: the instance's own emoji, newest first, whose name contains `query`. */
export default defineEndpoint(
  'admin/emoji/list',
  {
    requireCredential: true,
    kind: 'read:admin:emoji',
    requireRolePolicy: 'canManageCustomEmojis',
    params: {
      type: 'object',
      properties: {
        query: { type: 'string', nullable: true, default: null, maxLength: 1000 },
        limit: limitParam(100, 10),
        sinceId: id(),
        untilId: id(),
        sinceDate: { type: 'integer' },
        untilDate: { type: 'integer' },
      },
    },
  },
  (ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    const query = typeof ps.query === 'string' ? ps.query.trim() : '';
    const rows = pagedRows<EmojiRow>(ctx.inst.db, ps, {
      table: 'emojis',
      alias: 'e',
      where: query ? ["e.name LIKE @q ESCAPE '\\'"] : [],
      params: { q: `%${escapeLike(query)}%` },
    });
    return rows.map((r) => packEmojiDetailed(ctx.origin, r));
  },
);
