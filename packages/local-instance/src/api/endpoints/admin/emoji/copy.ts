import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { findEmoji, noSuchEmoji, requireEmojiManager } from '../../../shared/emojis.ts';

/**
 * admin/emoji/copy: makes another server's emoji one of this server's own. Kumo Local knows only its
 * own emoji, whose names are taken here by definition: those answer DUPLICATE_NAME, as Misskey's do,
 * and any other id NO_SUCH_EMOJI.
 */
export default defineEndpoint(
  'admin/emoji/copy',
  {
    requireCredential: true,
    kind: 'write:admin:emoji',
    requireRolePolicy: 'canManageCustomEmojis',
    params: { type: 'object', properties: { emojiId: id() }, required: ['emojiId'] },
  },
  (ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    if (!findEmoji(ctx, { id: ps.emojiId }))
      throw new ApiError(noSuchEmoji('e2785b66-dca3-4087-9cac-b93c541cc425'));
    throw new ApiError({
      message: 'Duplicate name.',
      code: 'DUPLICATE_NAME',
      id: 'f7a3462c-4e6e-4069-8421-b9bd4f4c3975',
    });
  },
);
