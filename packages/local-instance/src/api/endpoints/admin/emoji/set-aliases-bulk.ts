import { defineEndpoint } from '../../../endpoint.ts';
import { BULK_IDS, cleanAliases, requireEmojiManager, updateEmojisBulk } from '../../../shared/emojis.ts';

/** admin/emoji/set-aliases-bulk: each emoji of `ids` answers to `aliases` and no others. */
export default defineEndpoint(
  'admin/emoji/set-aliases-bulk',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: { ids: BULK_IDS, aliases: { type: 'array', items: { type: 'string' } } },
      required: ['ids', 'aliases'],
    },
  },
  (ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    updateEmojisBulk(ctx, ps.ids, (r) => ({ ...r, aliases: JSON.stringify(cleanAliases(ps.aliases)) }));
  },
);
