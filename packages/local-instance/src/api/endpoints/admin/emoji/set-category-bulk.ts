import { defineEndpoint } from '../../../endpoint.ts';
import type { EmojiRow } from '../../../../db/rows.ts';
import { broadcastEmojis, emojisByIds, requireEmojiManager } from '../../../shared/emojis.ts';

/** admin/emoji/set-category-bulk: puts the emoji of `ids` in one category (none for null). */
export default defineEndpoint(
  'admin/emoji/set-category-bulk',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: {
        ids: { type: 'array', items: { type: 'string' }, maxItems: 1000 },
        category: { type: 'string', nullable: true, maxLength: 128 },
      },
      required: ['ids'],
    },
  },
  (ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    const now = Date.now();
    const category = ps.category ?? null;
    const rows: EmojiRow[] = emojisByIds(ctx, ps.ids).map((r) => ({ ...r, category, updatedAt: now }));
    const update = ctx.inst.db.prepare('UPDATE emojis SET category = ?, updatedAt = ? WHERE id = ?');
    ctx.inst.db.transaction(() => rows.forEach((r) => update.run(category, now, r.id)))();
    broadcastEmojis(ctx, 'emojiUpdated', rows);
  },
);
