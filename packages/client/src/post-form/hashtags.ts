import { extract, parse, type MfmHashtag } from 'mfm-js';

/** Spec P2 §3: remembered hashtags live under the local key `hashtags`. */
export const HASHTAGS_KEY = 'hashtags';

/** The hashtags written in a text (found by parsing, so code and URLs do not count). */
export function extractHashtags(text: string): string[] {
  const found = extract(parse(text), (n) => n.type === 'hashtag') as MfmHashtag[];
  return [...new Set(found.map((n) => n.props.hashtag))];
}

/** "a #b  c" -> "#a #b #c": what the hashtag field adds to the note. */
export function normaliseHashtags(field: string): string {
  return field
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w !== '' && w !== '#')
    .map((w) => (w.startsWith('#') ? w : `#${w}`))
    .join(' ');
}

/** The note text with the hashtag field appended (when the with-hashtags toggle is on). */
export function appendHashtags(text: string, field: string): string {
  const tags = normaliseHashtags(field);
  if (tags === '') return text;
  return text.trim() === '' ? tags : `${text} ${tags}`;
}

/** Most recent first, without repeats. */
export function mergeRemembered(used: readonly string[], remembered: readonly string[]): string[] {
  return [...new Set([...used, ...remembered])];
}

export function readRememberedHashtags(storage: Storage = localStorage): string[] {
  try {
    const v: unknown = JSON.parse(storage.getItem(HASHTAGS_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberHashtags(used: readonly string[], storage: Storage = localStorage): void {
  if (used.length === 0) return;
  storage.setItem(HASHTAGS_KEY, JSON.stringify(mergeRemembered(used, readRememberedHashtags(storage))));
}
