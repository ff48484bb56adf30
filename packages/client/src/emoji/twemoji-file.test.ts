import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, test } from 'vitest';
import { twemojiFileName, twemojiUrl } from './twemoji-file.ts';

const dir = dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
const files = new Set(
  readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => f.slice(0, -4)),
);
const charOf = (name: string) => String.fromCodePoint(...name.split('-').map((h) => parseInt(h, 16)));

describe('twemoji file names', () => {
  test.each([
    ['a simple emoji', '😀', '1f600'],
    ['an emoji with a skin tone', '👍🏽', '1f44d-1f3fd'],
    ['a ZWJ family', '👨‍👩‍👦', '1f468-200d-1f469-200d-1f466'],
    ['a flag', '🇯🇵', '1f1ef-1f1f5'],
    ['a subdivision flag', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1f3f4-e0067-e0062-e0073-e0063-e0074-e007f'],
    ['a keycap (its FE0F dropped, as Twemoji names it)', '#️⃣', '23-20e3'],
    ['a keycap typed without FE0F', '1⃣', '31-20e3'],
    ['a text-style emoji with FE0F', '❤️', '2764'],
    ['a ZWJ sequence keeping its FE0F', '🏳️‍🌈', '1f3f3-fe0f-200d-1f308'],
    ['a ZWJ sequence typed without FE0F', '\u{1f3f3}\u200d\u{1f308}', '1f3f3-fe0f-200d-1f308'],
    ['a gendered ZWJ sequence', '🏃‍♀️', '1f3c3-200d-2640-fe0f'],
    ['eye in speech bubble, which Twemoji names without FE0F', '👁️‍🗨️', '1f441-200d-1f5e8'],
  ])('%s maps to an existing file', (_, char, name) => {
    expect(twemojiFileName(char)).toBe(name);
    expect(files.has(name)).toBe(true);
  });

  test('every file of @twemoji/svg is found from its own characters', () => {
    expect(files.size).toBeGreaterThan(3700);
    const wrong = [...files].filter((name) => twemojiFileName(charOf(name)) !== name);
    expect(wrong).toEqual([]);
  });

  test('every ZWJ file is found from its characters without any FE0F', () => {
    const wrong = [...files]
      .filter((name) => name.includes('200d'))
      .filter((name) => twemojiFileName(charOf(name).replaceAll('\ufe0f', '')) !== name);
    expect(wrong).toEqual([]);
  });

  test('the image address is under /twemoji/', () => {
    expect(twemojiUrl('😀')).toBe('/twemoji/1f600.svg');
  });
});
