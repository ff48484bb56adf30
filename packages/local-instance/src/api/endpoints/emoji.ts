import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import type { EmojiRow } from '../../db/rows.ts';
import { one } from '../../db/statement.ts';
import { packEmojiDetailed } from '../../packing/emoji.ts';

export default defineEndpoint(
  'emoji',
  {
    requireCredential: false,
    allowGet: true,
    params: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  },
  (ps, _me, ctx) => {
    const e = one<EmojiRow>(ctx.inst.db, 'SELECT * FROM emojis WHERE name = ?', ps.name);
    // Misskey answers an unknown name with an internal error; a client error is more useful.
    if (!e)
      throw new ApiError({
        message: 'No such emoji.',
        code: 'NO_SUCH_EMOJI',
        id: '6a5e3be7-5ac3-44a6-a425-9937cd66f8e1',
      });
    return packEmojiDetailed(ctx.origin, e);
  },
);
