/**
 * Spec P2 §5, emoji search: colons stripped and the term lowercased; a term with spaces needs every word to
 * match; at most 100 results ordered exact name, name prefix, alias or keyword prefix, name substring, alias
 * or keyword substring; role-restricted custom emoji only for holders; emoji without an uploader name (when the
 * server sends that field) hidden; Enter picks the exact match, otherwise the first result.
 */
import { canUseEmoji, hasUploaderName, isApproved, type CustomEmoji } from './custom-emoji.ts';
import { EMOJI_SEARCH_LIMIT } from './emoji-constants.ts';
import type { UnicodeEmojiEntry } from './unicode-emoji.ts';

export type EmojiCandidate =
  | { kind: 'unicode'; name: string; entry: UnicodeEmojiEntry }
  | { kind: 'custom'; name: string; emoji: CustomEmoji };

interface Indexed {
  candidate: EmojiCandidate;
  name: string;
  /** Aliases (custom) or keywords (Unicode), lowercased. */
  words: string[];
  /** name and words joined, to reject most entries with one `includes`. */
  haystack: string;
}

export interface EmojiIndex {
  readonly items: readonly Indexed[];
}

/** The match levels, best first. */
export const MatchLevel = {
  exactName: 0,
  namePrefix: 1,
  wordPrefix: 2,
  nameSubstring: 3,
  wordSubstring: 4,
} as const;
const NO_MATCH = 5;

/** Colons stripped, lowercased, split on spaces (full-width too); empty words dropped. */
export function normalizeEmojiQuery(query: string): string[] {
  return query
    .replace(/:/g, '')
    .toLowerCase()
    .split(/[\s\u3000]+/)
    .filter((w) => w !== '');
}

function indexed(candidate: EmojiCandidate, words: readonly string[]): Indexed {
  const name = candidate.name.toLowerCase();
  const lower = words.map((w) => w.toLowerCase());
  return { candidate, name, words: lower, haystack: [name, ...lower].join('\n') };
}

/**
 * What search looks through: custom emoji first (approved, usable with the user's roles, with an uploader
 * name when the field exists), then the Unicode list. roleIds: the user's role ids, null for a visitor;
 * 'any-role' for a listing that shows every emoji whatever its role restriction (the custom emoji page).
 */
export function buildEmojiIndex(
  unicode: readonly UnicodeEmojiEntry[],
  custom: readonly CustomEmoji[],
  roleIds: readonly string[] | null | 'any-role',
): EmojiIndex {
  const items: Indexed[] = [];
  for (const emoji of custom) {
    if (!isApproved(emoji) || !hasUploaderName(emoji)) continue;
    if (roleIds !== 'any-role' && !canUseEmoji(emoji, roleIds)) continue;
    items.push(indexed({ kind: 'custom', name: emoji.name, emoji }, emoji.aliases ?? []));
  }
  for (const entry of unicode) {
    if (entry.char === '') continue; // nothing to insert (shibuya_109)
    items.push(indexed({ kind: 'unicode', name: entry.name, entry }, entry.keywords));
  }
  return { items };
}

function wordLevel(item: Indexed, word: string): number {
  if (item.name === word) return MatchLevel.exactName;
  if (item.name.startsWith(word)) return MatchLevel.namePrefix;
  if (item.words.some((w) => w.startsWith(word))) return MatchLevel.wordPrefix;
  if (item.name.includes(word)) return MatchLevel.nameSubstring;
  if (item.words.some((w) => w.includes(word))) return MatchLevel.wordSubstring;
  return NO_MATCH;
}

/** The level of an entry for the query words; NO_MATCH unless every word matches. */
function matchLevel(item: Indexed, words: readonly string[]): number {
  if (words.length === 1) return wordLevel(item, words[0]!);
  let worst: number = MatchLevel.exactName;
  for (const word of words) {
    if (!item.haystack.includes(word)) return NO_MATCH;
    worst = Math.max(worst, wordLevel(item, word));
    if (worst === NO_MATCH) return NO_MATCH;
  }
  // "heart eyes" is the name heart_eyes itself
  const joined = words.join('_');
  if (item.name === joined) return MatchLevel.exactName;
  if (item.name.startsWith(joined)) return Math.min(worst, MatchLevel.namePrefix);
  return worst;
}

function rank(items: readonly Indexed[], words: readonly string[], limit: number) {
  const buckets: Indexed[][] = [[], [], [], [], []];
  const matched: Indexed[] = [];
  const first = words[0]!;
  for (const item of items) {
    if (!item.haystack.includes(first)) continue;
    const level = matchLevel(item, words);
    if (level === NO_MATCH) continue;
    matched.push(item);
    buckets[level]!.push(item);
  }
  const results = buckets.flat().slice(0, limit);
  return { matched, results: results.map((i) => i.candidate) };
}

/** One search over the index: at most `limit` (100) candidates, best first. */
export function searchEmojis(index: EmojiIndex, query: string, limit = EMOJI_SEARCH_LIMIT): EmojiCandidate[] {
  const words = normalizeEmojiQuery(query);
  if (words.length === 0) return [];
  return rank(index.items, words, limit).results;
}

/**
 * The same search for a query typed keystroke by keystroke: when the new query extends the previous one,
 * only the previous matches are searched again (every match of the longer query matched the shorter one).
 */
export function createEmojiSearcher(index: EmojiIndex, limit = EMOJI_SEARCH_LIMIT) {
  let last: { key: string; matched: readonly Indexed[] } | null = null;
  return (query: string): EmojiCandidate[] => {
    const words = normalizeEmojiQuery(query);
    if (words.length === 0) {
      last = null;
      return [];
    }
    const key = words.join(' ');
    const pool = last && key.startsWith(last.key) ? last.matched : index.items;
    const { matched, results } = rank(pool, words, limit);
    last = { key, matched };
    return results;
  };
}

/** Spec P2 §5: Enter picks the exact match, otherwise the first result; null when there is none. */
export function pickOnEnter(query: string, results: readonly EmojiCandidate[]): EmojiCandidate | null {
  const words = normalizeEmojiQuery(query);
  const exact = words.join('_');
  return results.find((r) => r.name.toLowerCase() === exact) ?? results[0] ?? null;
}

/** What a pick inserts or reacts with: the character, or `:name:` for a custom emoji. */
export function emojiValue(candidate: EmojiCandidate): string {
  return candidate.kind === 'unicode' ? candidate.entry.char : `:${candidate.emoji.name}:`;
}
