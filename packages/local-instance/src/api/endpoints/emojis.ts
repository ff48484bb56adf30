import { defineEndpoint } from '../endpoint.ts';
import type { EmojiRow } from '../../db/rows.ts';
import { all } from '../../db/statement.ts';
import { packEmojiSimple } from '../../packing/emoji.ts';

export default defineEndpoint(
  'emojis',
  { requireCredential: false, allowGet: true, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) => ({
    emojis: all<EmojiRow>(ctx.inst.db, 'SELECT * FROM emojis ORDER BY category, name').map((e) =>
      packEmojiSimple(ctx.origin, e),
    ),
  }),
);
