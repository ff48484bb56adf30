import { defineEndpoint } from '../../../endpoint.ts';
import { deleteEmojis } from '../../../../services/emojis.ts';
import { broadcastEmojis, emojisByIds, requireEmojiManager } from '../../../shared/emojis.ts';

/** admin/emoji/delete-bulk: removes the emoji of `ids` that exist (others are ignored). */
export default defineEndpoint(
  'admin/emoji/delete-bulk',
  {
    requireCredential: true,
    kind: 'write:admin:emoji',
    requireRolePolicy: 'canManageCustomEmojis',
    params: {
      type: 'object',
      properties: { ids: { type: 'array', items: { type: 'string' }, maxItems: 1000 } },
      required: ['ids'],
    },
  },
  (ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    const rows = emojisByIds(ctx, ps.ids);
    deleteEmojis(ctx.inst, rows);
    broadcastEmojis(ctx, 'emojiDeleted', rows);
  },
);
