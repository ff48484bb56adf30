import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { deleteEmojis } from '../../../../services/emojis.ts';
import { broadcastEmojis, findEmoji, noSuchEmoji, requireEmojiManager } from '../../../shared/emojis.ts';

/** admin/emoji/delete: removes an emoji (its image too); every socket hears `emojiDeleted`. */
export default defineEndpoint(
  'admin/emoji/delete',
  {
    requireCredential: true,
    kind: 'write:admin:emoji',
    requireRolePolicy: 'canManageCustomEmojis',
    params: { type: 'object', properties: { id: id() }, required: ['id'] },
  },
  (ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    const emoji = findEmoji(ctx, { id: ps.id });
    if (!emoji) throw new ApiError(noSuchEmoji('be83669b-773a-44b7-b1f8-e5e5170ac3c2'));
    deleteEmojis(ctx.inst, [emoji]);
    broadcastEmojis(ctx, 'emojiDeleted', [emoji]);
  },
);
