import { RE2JS } from 're2js';
import type { NoteRow, UserRow } from '../db/rows.ts';
import type { Db } from '../db/open.ts';
import { one } from '../db/statement.ts';
import { userSettings } from './user-settings.ts';

/**
 * A muted-words list as Misskey keeps it: an entry is either a list of words that must all occur in
 * a note (AND), or a string `/pattern/flags`. Matching is case-sensitive, like Misskey's.
 */
export type MutedWords = ReadonlyArray<string | readonly string[]>;

const REGEX_RULE = /^\/(.+)\/(.*)$/;

/** JavaScript flags as RE2 takes them (Misskey runs these rules with RE2); g, y, u and d change nothing for a yes/no test. */
const FLAGS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  s: RE2JS.DOTALL,
  m: RE2JS.MULTILINE,
  g: 0,
  y: 0,
  u: 0,
  d: 0,
};

/**
 * The regular expression of a `/pattern/flags` rule, or null when the rule is not a valid one.
 * Rules come from users and run on every timeline request, so they run on RE2 semantics (re2js):
 * linear time whatever the pattern; what RE2 cannot do in linear time (backreferences,
 * lookaround) is not a valid rule, as on Misskey.
 */
export function ruleRegex(rule: string): RE2JS | null {
  const m = REGEX_RULE.exec(rule);
  if (!m) return null;
  let flags = 0;
  for (const f of new Set(m[2]!)) {
    if (!(f in FLAGS)) return null;
    flags |= FLAGS[f]!;
  }
  try {
    return RE2JS.compile(RE2JS.translateRegExp(m[1]!), flags);
  } catch {
    return null;
  }
}

/** Compiled rules, by their text: a timeline request tests each rule against every note. */
const compiledRules = new Map<string, RE2JS | null>();
const COMPILED_RULES_KEPT = 1000;

function compiledRule(rule: string): RE2JS | null {
  let re = compiledRules.get(rule);
  if (re === undefined) {
    re = ruleRegex(rule);
    if (compiledRules.size >= COMPILED_RULES_KEPT) compiledRules.delete(compiledRules.keys().next().value!);
    compiledRules.set(rule, re);
  }
  return re;
}

/** Misskey's i/update check: every string entry must be a valid `/pattern/flags` expression. */
export function invalidRegexRule(words: MutedWords): string | null {
  for (const w of words) if (typeof w === 'string' && ruleRegex(w) === null) return w;
  return null;
}

/** Misskey's wordMuteLimit counts the characters of the list as JSON. */
export function mutedWordsSize(words: MutedWords): number {
  return JSON.stringify(words).length;
}

/** True when `text` matches one of the rules. */
export function matchesWords(text: string, words: MutedWords): boolean {
  if (text === '') return false;
  return words.some((rule) => {
    if (typeof rule === 'string') {
      const re = compiledRule(rule);
      return re !== null && re.test(text);
    }
    const parts = rule.filter((w) => w !== '');
    return parts.length > 0 && parts.every((w) => text.includes(w));
  });
}

function noteText(note: Pick<NoteRow, 'cw' | 'text'>): string {
  return [note.cw, note.text].filter(Boolean).join('\n');
}

/**
 * Server-side hard mute: leaves out of `me`'s timeline the notes of others whose text or content
 * warning (or that of the note they renote or quote) matches `me`'s hardMutedWords.
 */
export function withoutHardMuted(db: Db, me: UserRow | null, notes: NoteRow[]): NoteRow[] {
  if (!me) return notes;
  const words = userSettings(me).hardMutedWords;
  if (words.length === 0) return notes;
  return notes.filter((n) => {
    if (n.userId === me.id) return true;
    if (matchesWords(noteText(n), words)) return false;
    if (n.renoteId == null) return true;
    const renote = one<NoteRow>(db, 'SELECT cw, text, userId FROM notes WHERE id = @id', { id: n.renoteId });
    return !(renote && renote.userId !== me.id && matchesWords(noteText(renote), words));
  });
}
