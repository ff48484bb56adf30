import type { entities } from 'misskey-js';

/** What the emoji form edits; aliases as the user types them (separated by spaces). */
export interface EmojiDraft {
  name: string;
  category: string;
  aliases: string;
  license: string;
  isSensitive: boolean;
  localOnly: boolean;
  roleIds: string[];
}

/** Misskey's rule for emoji names (letters, digits and underscores). */
export const EMOJI_NAME = /^[a-zA-Z0-9_]+$/;

export function draftFromEmoji(e: entities.EmojiDetailed): EmojiDraft {
  return {
    name: e.name,
    category: e.category ?? '',
    aliases: e.aliases.join(' '),
    license: e.license ?? '',
    isSensitive: e.isSensitive,
    localOnly: e.localOnly,
    roleIds: [...e.roleIdsThatCanBeUsedThisEmojiAsReaction],
  };
}

/** A new emoji's form, named after its file (`party-cat.png` → `party_cat`). */
export function draftFromFile(fileName: string): EmojiDraft {
  const base = fileName.replace(/\.[^.]*$/, '');
  const name = base.replace(/[^a-zA-Z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  return { name, category: '', aliases: '', license: '', isSensitive: false, localOnly: false, roleIds: [] };
}

/** The fields the add and update calls take: empty category and licence are none, aliases deduplicated. */
export function emojiFields(d: EmojiDraft) {
  const aliases = splitAliases(d.aliases);
  return {
    name: d.name.trim(),
    category: d.category.trim() || null,
    aliases,
    license: d.license.trim() || null,
    isSensitive: d.isSensitive,
    localOnly: d.localOnly,
    roleIdsThatCanBeUsedThisEmojiAsReaction: d.roleIds,
  };
}

/** Key of the "no category" choice of the filter (no real category can be empty). */
export const NO_CATEGORY = '\u0000none';

/**
 * The emoji a manager is looking for: names or aliases containing every word of `query` (any case),
 * in `category` when one is chosen ('' for all, NO_CATEGORY for those without one); by name.
 */
export function filterEmojis<E extends Pick<entities.EmojiDetailed, 'name' | 'aliases' | 'category'>>(
  list: readonly E[],
  query: string,
  category: string,
): E[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list
    .filter((e) => category === '' || (category === NO_CATEGORY ? !e.category : e.category === category))
    .filter((e) => {
      const text = [e.name, ...e.aliases].join(' ').toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The categories in use, sorted. */
export function categoriesOf(list: ReadonlyArray<Pick<entities.EmojiDetailed, 'category'>>): string[] {
  return [...new Set(list.flatMap((e) => (e.category ? [e.category] : [])))].sort((a, b) =>
    a.localeCompare(b),
  );
}

/** Aliases as the user types them (separated by spaces), each once. */
export function splitAliases(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter((a) => a !== ''))];
}
