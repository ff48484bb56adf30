import type { entities } from 'misskey-js';

/**
 * A muted-words list as Misskey stores it: each entry is either a list of words that must ALL occur
 * (one line of the settings text, split at spaces) or a string `/pattern/flags` holding a regular
 * expression. Matching is case-sensitive, like the server's.
 */
export type MutedWords = ReadonlyArray<string | readonly string[]>;

const REGEX_LINE = /^\/(.+)\/([a-z]*)$/;

/** Parses the settings text (one rule per line) into the stored form. Blank lines are dropped. */
export function parseMutedWords(text: string): Array<string | string[]> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => (REGEX_LINE.test(line) ? line : line.split(/\s+/)));
}

/** The stored form back as settings text. */
export function mutedWordsToText(words: MutedWords): string {
  return words.map((w) => (typeof w === 'string' ? w : w.join(' '))).join('\n');
}

const regexCache = new Map<string, RegExp | null>();

function regexOf(rule: string): RegExp | null {
  if (regexCache.has(rule)) return regexCache.get(rule)!;
  const m = REGEX_LINE.exec(rule);
  let re: RegExp | null = null;
  if (m) {
    try {
      // `g` and `y` make test() stateful; they add nothing to a yes/no match
      re = new RegExp(m[1]!, m[2]!.replace(/[gy]/g, ''));
    } catch {
      re = null; // an invalid pattern mutes nothing
    }
  }
  regexCache.set(rule, re);
  return re;
}

/** True when `text` matches one of the rules. */
export function matchesMutedWords(text: string, words: MutedWords): boolean {
  if (text === '') return false;
  return words.some((rule) => {
    if (typeof rule === 'string') return regexOf(rule)?.test(text) ?? false;
    const parts = rule.filter((w) => w !== '');
    return parts.length > 0 && parts.every((w) => text.includes(w));
  });
}

type MutableNote = Pick<entities.Note, 'text' | 'cw' | 'userId' | 'poll'> & {
  renote?: MutableNote | null;
  renoteId?: string | null;
};

/** The searchable text of a note: its content warning, text and poll choices. */
function textOf(note: MutableNote): string {
  return [note.cw, note.text, ...(note.poll?.choices.map((c) => c.text) ?? [])].filter(Boolean).join('\n');
}

/**
 * Whether a timeline hides this note: its text, content warning or poll (or, for a pure renote, the
 * renoted note's) matches a muted-word rule. The viewer's own notes are never hidden.
 */
export function isNoteMuted(note: MutableNote, words: MutedWords, myId: string | null): boolean {
  if (words.length === 0) return false;
  const pureRenote = note.renote != null && !note.text && !note.cw && !note.poll;
  const shown = pureRenote ? note.renote! : note;
  if (myId != null && shown.userId === myId) return false;
  return matchesMutedWords(textOf(shown), words);
}
