import { defineEndpoint } from '../../../endpoint.ts';
import {
  aliasesOf,
  BULK_IDS,
  cleanAliases,
  requireEmojiManager,
  updateEmojisBulk,
} from '../../../shared/emojis.ts';

/** admin/emoji/add-aliases-bulk: each emoji of `ids` also answers to `aliases` (those it has stay). */
export default defineEndpoint(
  'admin/emoji/add-aliases-bulk',
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
      aliases: JSON.stringify(cleanAliases([...aliasesOf(r), ...ps.aliases])),
    }));
  },
);
