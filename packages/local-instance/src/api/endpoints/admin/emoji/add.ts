// admin/emoji/add: a custom emoji made from a drive file (its bytes are copied, so deleting the
// file later keeps the emoji), announced to every socket with `emojiAdded`.
import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { genId } from '../../../../db/ids.ts';
import type { EmojiRow } from '../../../../db/rows.ts';
import { one, run } from '../../../../db/statement.ts';
import { packEmojiDetailed } from '../../../../packing/emoji.ts';
import { EMOJI_FIELDS, emojiSourceFile, requireEmojiManager } from '../../../shared/emojis.ts';

export default defineEndpoint(
  'admin/emoji/add',
  {
    requireCredential: true,
    kind: 'write:admin:emoji',
    requireRolePolicy: 'canManageCustomEmojis',
    params: {
      type: 'object',
      properties: {
        ...EMOJI_FIELDS,
        fileId: id(),
      },
      required: ['name', 'fileId'],
    },
  },
  (ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    const { file, data } = emojiSourceFile(ctx, me, ps.fileId, 'fc46b5a4-6b92-4c33-ac66-b806659bb5cf');
    if (one(ctx.inst.db, 'SELECT 1 FROM emojis WHERE name = ?', ps.name))
      throw new ApiError({
        message: 'Duplicate name.',
        code: 'DUPLICATE_NAME',
        id: 'f7a3462c-4e6e-4069-8421-b9bd4f4c3975',
      });
    const now = Date.now();
    const row: EmojiRow = {
      id: genId(now),
      updatedAt: now,
      name: ps.name,
      category: ps.category ?? null,
      aliases: JSON.stringify((ps.aliases ?? []).filter((a: string) => a.trim() !== '')),
      type: file.type,
      fileKey: `emoji-${genId(now)}`,
      license: ps.license ?? null,
      isSensitive: ps.isSensitive ? 1 : 0,
      localOnly: ps.localOnly ? 1 : 0,
      roleIdsThatCanBeUsedThisEmojiAsReaction: JSON.stringify(
        ps.roleIdsThatCanBeUsedThisEmojiAsReaction ?? [],
      ),
    };
    ctx.inst.files.put(row.fileKey, data);
    run(
      ctx.inst.db,
      `INSERT INTO emojis (id, updatedAt, name, category, aliases, type, fileKey, license, isSensitive, localOnly,
         roleIdsThatCanBeUsedThisEmojiAsReaction)
       VALUES (@id, @updatedAt, @name, @category, @aliases, @type, @fileKey, @license, @isSensitive, @localOnly,
         @roleIdsThatCanBeUsedThisEmojiAsReaction)`,
      row,
    );
    ctx.inst.events.emit('broadcast', 'emojiAdded', (origin: string) => ({
      emoji: packEmojiDetailed(origin, row),
    }));
    return packEmojiDetailed(ctx.origin, row);
  },
);
