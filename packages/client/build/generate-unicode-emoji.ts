/**
 * Generates src/emoji/unicode-emoji-data.json, the static Unicode emoji list of spec P2 §3.
 * Run from packages/client: `npx tsx build/generate-unicode-emoji.ts` (the output is committed).
 *
 * Source: @misskey-dev/emoji-data (MIT / CC-BY-4.0 / Unicode-3.0; installed here as a dependency of mfm-js):
 * its emojilist.json gives char, name and category in the order Misskey users know, and indexes/en-US.json
 * the English search words (CLDR annotations). On top of that:
 * - flags are sorted by country name (src/emoji/flag-order.ts);
 * - the spec's data quirks are applied: the low-battery entry is a second entry named `battery`, the
 *   identification_card entry carries that same character, and shibuya_109 has an empty char (the source
 *   gives it a private-use character that no font or image set draws).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { sortFlags } from '../src/emoji/flag-order.ts';
import { UNICODE_EMOJI_CATEGORIES, type UnicodeEmojiRow } from '../src/emoji/unicode-emoji.ts';

const require = createRequire(import.meta.url);
const sourceDir = path.join(
  path.dirname(require.resolve('mfm-js')),
  '..',
  '..',
  '@misskey-dev',
  'emoji-data',
);
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(sourceDir, file), 'utf8')) as T;

const list = read<Array<[string, string, number]>>('built/emojilist.json');
const index = read<Record<string, string[]>>('built/indexes/en-US.json');

const LOW_BATTERY = '\u{1faab}';
const FLAGS = UNICODE_EMOJI_CATEGORIES.indexOf('flags');

/** Search words: lowercase words only (emoticons such as ":D" are dropped), no repeats, not the name itself. */
function keywordsOf(char: string, name: string): string[] {
  const words = (index[char] ?? [])
    .map((w) => w.toLowerCase().trim().replace(/\s+/g, '_'))
    .filter((w) => /^[\p{L}\p{N}_+-]+$/u.test(w) && w !== name);
  return [...new Set(words)];
}

function withQuirks(rows: UnicodeEmojiRow[]): UnicodeEmojiRow[] {
  const out = rows.map((row): UnicodeEmojiRow => {
    const [char, name, category, keywords] = row;
    if (name === 'low_battery') return [char, 'battery', category, keywords];
    if (name === 'identification_card') return [LOW_BATTERY, name, category, keywords];
    if (name === 'shibuya_109') return ['', name, category, keywords];
    return row;
  });
  const check = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`quirk missing: ${what}`);
  };
  check(out.filter((r) => r[1] === 'battery').length === 2, 'a second entry named battery');
  check(
    out.some((r) => r[1] === 'identification_card' && r[0] === LOW_BATTERY),
    'identification_card',
  );
  check(
    out.some((r) => r[1] === 'shibuya_109' && r[0] === ''),
    'shibuya_109 with an empty char',
  );
  return out;
}

const rows: UnicodeEmojiRow[] = list.map(([char, name, category]) => [
  char,
  name,
  category,
  keywordsOf(char, name),
]);
const byCategory = UNICODE_EMOJI_CATEGORIES.map((_, i) => rows.filter((r) => r[2] === i));
const flags = byCategory[FLAGS]!.map((row) => ({ char: row[0], row }));
byCategory[FLAGS] = sortFlags(flags).map((f) => f.row);
const result = withQuirks(byCategory.flat());

const out = fileURLToPath(new URL('../src/emoji/unicode-emoji-data.json', import.meta.url));
const json = `[\n${result.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
writeFileSync(out, await format(json, { parser: 'json', singleQuote: true, printWidth: 110 }));
console.log(`${result.length} entries written to ${path.relative(process.cwd(), out)}`);
