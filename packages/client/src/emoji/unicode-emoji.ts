/** Spec P2 §3: the static list of Unicode emoji, loaded on demand (it is kept out of the main bundle). */

export const UNICODE_EMOJI_CATEGORIES = [
  'face',
  'people',
  'animals_and_nature',
  'food_and_drink',
  'activity',
  'travel_and_places',
  'objects',
  'symbols',
  'flags',
] as const;

export type UnicodeEmojiCategory = (typeof UNICODE_EMOJI_CATEGORIES)[number];

export interface UnicodeEmojiEntry {
  category: UnicodeEmojiCategory;
  /** The emoji itself; empty for the shibuya_109 entry (a data quirk the spec keeps). */
  char: string;
  /** Identifier such as family_woman_boy. */
  name: string;
  /** Search words, possibly none. */
  keywords: string[];
}

/** One row of unicode-emoji-data.json: char, name, index into UNICODE_EMOJI_CATEGORIES, keywords. */
export type UnicodeEmojiRow = [char: string, name: string, category: number, keywords: string[]];

export function entriesFromRows(rows: readonly UnicodeEmojiRow[]): UnicodeEmojiEntry[] {
  return rows.map(([char, name, category, keywords]) => ({
    char,
    name,
    category: UNICODE_EMOJI_CATEGORIES[category] ?? 'symbols',
    keywords,
  }));
}

let loading: Promise<UnicodeEmojiEntry[]> | null = null;
let loaded: UnicodeEmojiEntry[] | null = null;

/** Loads the list once (a separate chunk); later calls share the same promise. */
export function loadUnicodeEmojis(): Promise<UnicodeEmojiEntry[]> {
  loading ??= import('./unicode-emoji-data.json').then((mod) => {
    loaded = entriesFromRows(mod.default as unknown as UnicodeEmojiRow[]);
    return loaded;
  });
  return loading;
}

/** The list if it has already been loaded, else null (components start loading it and re-render). */
export function unicodeEmojisIfLoaded(): UnicodeEmojiEntry[] | null {
  return loaded;
}
