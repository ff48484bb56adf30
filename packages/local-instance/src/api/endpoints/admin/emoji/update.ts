import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id, requireAnyOf } from '../../../schema.ts';
import type { EmojiRow } from '../../../../db/rows.ts';
import { one, run } from '../../../../db/statement.ts';
import {
  broadcastEmojis,
  emojiSourceFile,
  EMOJI_FIELDS,
  findEmoji,
  noSuchEmoji,
  requireEmojiManager,
} from '../../../shared/emojis.ts';

/**
 * admin/emoji/update: an emoji found by id (or by name) gets what was sent; a new name must be free.
 * Every socket hears `emojiUpdated`, or for a rename `emojiDeleted` of the old name and `emojiAdded`.
 */
export default defineEndpoint(
  'admin/emoji/update',
  {
    requireCredential: true,
    kind: 'write:admin:emoji',
    requireRolePolicy: 'canManageCustomEmojis',
    params: {
      type: 'object',
      properties: {
        id: id(),
        ...EMOJI_FIELDS,
        fileId: id(),
      },
    },
  },
  (params, me, ctx) => {
    const ps = params as typeof params & { id?: string; name?: string };
    requireAnyOf(ps, ['id', 'name']);
    requireEmojiManager(ctx, me);
    const emoji = findEmoji(ctx, ps.id ? { id: ps.id } : { name: ps.name });
    if (!emoji) throw new ApiError(noSuchEmoji('684dec9d-a8c2-4364-9aa8-456c49cb1dc8'));
    const name = ps.id && ps.name ? ps.name : emoji.name;
    if (name !== emoji.name && one(ctx.inst.db, 'SELECT 1 FROM emojis WHERE name = ?', name))
      throw new ApiError({
        message: 'Emoji that have same name already exists.',
        code: 'SAME_NAME_EMOJI_EXISTS',
        id: '7180fe9d-1ee3-bff9-647d-fe9896d2ffb8',
      });
    let { fileKey, type } = emoji;
    if (ps.fileId) {
      const { file, data } = emojiSourceFile(ctx, me, ps.fileId, '14fb9fd9-0731-4e2f-aeb9-f09e4740333d');
      fileKey = `emoji-${emoji.id}-${Date.now()}`;
      type = file.type;
      ctx.inst.files.put(fileKey, data);
    }
    const next: EmojiRow = {
      ...emoji,
      updatedAt: Date.now(),
      name,
      fileKey,
      type,
      category: ps.category !== undefined ? ps.category : emoji.category,
      aliases:
        ps.aliases !== undefined
          ? JSON.stringify(ps.aliases.map((a: string) => a.trim()).filter((a: string) => a !== ''))
          : emoji.aliases,
      license: ps.license !== undefined ? ps.license : emoji.license,
      isSensitive: ps.isSensitive !== undefined ? (ps.isSensitive ? 1 : 0) : emoji.isSensitive,
      localOnly: ps.localOnly !== undefined ? (ps.localOnly ? 1 : 0) : emoji.localOnly,
      roleIdsThatCanBeUsedThisEmojiAsReaction:
        ps.roleIdsThatCanBeUsedThisEmojiAsReaction !== undefined
          ? JSON.stringify(ps.roleIdsThatCanBeUsedThisEmojiAsReaction)
          : emoji.roleIdsThatCanBeUsedThisEmojiAsReaction,
    };
    run(
      ctx.inst.db,
      `UPDATE emojis SET updatedAt = @updatedAt, name = @name, fileKey = @fileKey, type = @type,
         category = @category, aliases = @aliases, license = @license, isSensitive = @isSensitive,
         localOnly = @localOnly, roleIdsThatCanBeUsedThisEmojiAsReaction = @roleIdsThatCanBeUsedThisEmojiAsReaction
       WHERE id = @id`,
      next,
    );
    if (next.fileKey !== emoji.fileKey) ctx.inst.files.delete(emoji.fileKey);
    if (name === emoji.name) broadcastEmojis(ctx, 'emojiUpdated', [next]);
    else {
      broadcastEmojis(ctx, 'emojiDeleted', [emoji]);
      broadcastEmojis(ctx, 'emojiAdded', [next]);
    }
  },
);
