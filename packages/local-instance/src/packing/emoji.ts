import type { entities } from 'misskey-js';
import type { EmojiRow } from '../db/rows.ts';
import { parseJson } from '../db/statement.ts';

export function emojiUrl(origin: string, name: string): string {
  return `${origin}/emoji/${name}.webp`;
}

export function packEmojiSimple(origin: string, e: EmojiRow): entities.EmojiSimple {
  return {
    aliases: parseJson<string[]>(e.aliases, []),
    name: e.name,
    category: e.category,
    url: emojiUrl(origin, e.name),
    ...(e.localOnly ? { localOnly: true } : {}),
    ...(e.isSensitive ? { isSensitive: true } : {}),
  };
}

export function packEmojiDetailed(origin: string, e: EmojiRow): entities.EmojiDetailed {
  return {
    id: e.id,
    aliases: parseJson<string[]>(e.aliases, []),
    name: e.name,
    category: e.category,
    host: null,
    url: emojiUrl(origin, e.name),
    license: e.license,
    isSensitive: !!e.isSensitive,
    localOnly: !!e.localOnly,
    roleIdsThatCanBeUsedThisEmojiAsReaction: parseJson<string[]>(
      e.roleIdsThatCanBeUsedThisEmojiAsReaction,
      [],
    ),
  };
}
