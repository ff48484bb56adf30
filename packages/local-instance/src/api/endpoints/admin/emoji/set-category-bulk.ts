import { defineEndpoint } from '../../../endpoint.ts';
import { BULK_IDS, requireEmojiManager, updateEmojisBulk } from '../../../shared/emojis.ts';

/** admin/emoji/set-category-bulk: puts the emoji of `ids` in one category (none for null). */
export default defineEndpoint(
  'admin/emoji/set-category-bulk',
  {
    requireCredential: true,
    kind: 'write:admin:emoji',
    requireRolePolicy: 'canManageCustomEmojis',
    params: {
      type: 'object',
      properties: { ids: BULK_IDS, category: { type: 'string', nullable: true, maxLength: 128 } },
      required: ['ids'],
    },
  },
  (ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    updateEmojisBulk(ctx, ps.ids, (r) => ({ ...r, category: ps.category ?? null }));
  },
);
