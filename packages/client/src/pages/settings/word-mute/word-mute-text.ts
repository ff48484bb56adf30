/**
 * Spec rules of the muted-words text boxes: one rule per line. A line `/pattern/flags` is a regular
 * expression; any other line is a set of words split at spaces that must all occur (AND). Blank
 * lines are dropped. A line that looks like an expression but does not compile is an error.
 */
export type WordMuteRule = string | string[];

export type WordMuteParse = { ok: true; words: WordMuteRule[] } | { ok: false; line: number; text: string };

/** Same test as Misskey's: a slash, a pattern, a slash, then flags. */
const REGEX_LINE = /^\/(.+)\/(.*)$/;

export function parseWordMuteText(text: string): WordMuteParse {
  const words: WordMuteRule[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const m = REGEX_LINE.exec(line);
    if (m) {
      try {
        new RegExp(m[1]!, m[2]!);
      } catch {
        return { ok: false, line: i + 1, text: line };
      }
      words.push(line);
    } else {
      words.push(line.split(/\s+/));
    }
  }
  return { ok: true, words };
}

/** The stored form back as text, one rule per line. */
export function wordMuteText(words: ReadonlyArray<string | readonly string[]> | undefined): string {
  return (words ?? []).map((w) => (typeof w === 'string' ? w : w.join(' '))).join('\n');
}

/** How much of the role's wordMuteLimit a list uses: Misskey counts the characters of its JSON. */
export function wordMuteSize(words: readonly WordMuteRule[]): number {
  return JSON.stringify(words).length;
}
