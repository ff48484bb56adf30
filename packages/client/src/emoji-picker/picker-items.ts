import {
  customEmojiPath,
  emojiValue,
  type EmojiCandidate,
  UNICODE_EMOJI_CATEGORIES,
  type UnicodeEmojiCategory,
  type UnicodeEmojiEntry,
} from '@/emoji/index.ts';
import type { CustomEmojiData as CustomEmoji } from '@/emoji/index.ts';

/** One cell of the picker: what a pick yields (`value`), its accessible name, and how to draw it. */
export type PickerItem =
  | { kind: 'unicode'; value: string; label: string; char: string }
  | { kind: 'custom'; value: string; label: string; name: string; url: string };

export interface PickerSection {
  key: string;
  /** A category or tag as the server names it; i18n keys are chosen by the component for built-in ones. */
  title: string;
  items: PickerItem[];
}

const spaced = (name: string) => name.replace(/_/g, ' ');

export function unicodeItem(entry: UnicodeEmojiEntry): PickerItem {
  return { kind: 'unicode', value: entry.char, label: spaced(entry.name), char: entry.char };
}

export function customItem(emoji: Pick<CustomEmoji, 'name' | 'url'>): PickerItem {
  return {
    kind: 'custom',
    value: `:${emoji.name}:`,
    label: `:${emoji.name}:`,
    name: emoji.name,
    url: emoji.url,
  };
}

export function itemFromCandidate(c: EmojiCandidate): PickerItem {
  return c.kind === 'unicode' ? unicodeItem(c.entry) : { ...customItem(c.emoji), value: emojiValue(c) };
}

export interface ItemLookup {
  custom: ReadonlyMap<string, CustomEmoji>;
  unicode: ReadonlyMap<string, UnicodeEmojiEntry>;
}

export function buildLookup(
  custom: readonly CustomEmoji[],
  unicode: readonly UnicodeEmojiEntry[],
): ItemLookup {
  const byChar = new Map<string, UnicodeEmojiEntry>();
  for (const e of unicode) if (e.char && !byChar.has(e.char)) byChar.set(e.char, e);
  return { custom: new Map(custom.map((e) => [e.name, e])), unicode: byChar };
}

/**
 * A stored reaction or recently used emoji (`👍` or `:name:`) as a cell. A custom emoji not in `allowed` (not
 * listed, not approved or not usable here) gives null, so it is not offered.
 */
export function itemFromValue(
  value: string,
  lookup: ItemLookup,
  allowed: (emoji: CustomEmoji) => boolean = () => true,
): PickerItem | null {
  const custom = /^:([\w+-]+)(?:@\.)?:$/.exec(value);
  if (custom) {
    const emoji = lookup.custom.get(custom[1]!);
    if (!emoji)
      return lookup.custom.size === 0
        ? customItem({ name: custom[1]!, url: customEmojiPath(custom[1]!) })
        : null;
    return allowed(emoji) ? customItem(emoji) : null;
  }
  if (value.startsWith(':')) return null;
  const entry = lookup.unicode.get(value) ?? lookup.unicode.get(value.replace(/\ufe0f/g, ''));
  return { kind: 'unicode', value, label: entry ? spaced(entry.name) : value, char: value };
}

/** Custom emoji by category, categories in alphabetical order and uncategorised ones last (key ''). */
export function customByCategory(emojis: readonly CustomEmoji[]): PickerSection[] {
  const groups = new Map<string, PickerItem[]>();
  for (const e of emojis) {
    const key = e.category?.trim() ?? '';
    const list = groups.get(key) ?? [];
    list.push(customItem(e));
    groups.set(key, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([key, items]) => ({ key: `c:${key}`, title: key, items }));
}

/** Spec P2 §2, the tags tab: custom emoji grouped by their aliases (tags), tags in alphabetical order. */
export function customByTag(emojis: readonly CustomEmoji[]): PickerSection[] {
  const groups = new Map<string, PickerItem[]>();
  for (const e of emojis) {
    for (const tag of new Set((e.aliases ?? []).map((a) => a.trim()).filter((a) => a !== ''))) {
      const list = groups.get(tag) ?? [];
      list.push(customItem(e));
      groups.set(tag, list);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, items]) => ({ key: `t:${tag}`, title: tag, items }));
}

/** The Unicode list by its nine categories, in the spec order; entries without a char are left out. */
export function unicodeByCategory(
  list: readonly UnicodeEmojiEntry[],
): Array<PickerSection & { category: UnicodeEmojiCategory }> {
  return UNICODE_EMOJI_CATEGORIES.map((category) => ({
    key: `u:${category}`,
    title: category,
    category,
    items: list.filter((e) => e.category === category && e.char !== '').map(unicodeItem),
  }));
}
