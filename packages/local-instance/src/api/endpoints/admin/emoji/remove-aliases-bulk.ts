import { defineEndpoint } from '../../../endpoint.ts';
import { aliasesOf, BULK_IDS, requireEmojiManager, updateEmojisBulk } from '../../../shared/emojis.ts';

/** admin/emoji/remove-aliases-bulk: each emoji of `ids` stops answering to `aliases` (its others stay). */
export default defineEndpoint(
  'admin/emoji/remove-aliases-bulk',
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
    updateEmojisBulk(ctx, ps.ids, (r) => ({
      ...r,
      aliases: JSON.stringify(aliasesOf(r).filter((a) => !ps.aliases.includes(a))),
    }));
  },
);
