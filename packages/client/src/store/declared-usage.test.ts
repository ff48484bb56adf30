import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import * as constants from '../ui/constants.ts';
import { SETTING_DEFS } from './settings-defs.ts';

/**
 * Issue 43: a setting or a UI constant that nothing reads is a rule that only looks implemented.
 * Each must be referenced by some code other than its definition and the tests.
 */
const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx|css)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

function usedOutside(name: string, definedIn: string): boolean {
  const word = new RegExp(`\\b${name}\\b`);
  return files.some((f) => f.path !== definedIn && word.test(f.text));
}

/** Settings read through a name made at run time, with where that name is made. */
const DYNAMIC_FAMILIES: Array<{ prefix: string; madeBy: RegExp }> = [
  // sound-settings.ts: `sound_${event}`
  { prefix: 'sound_', madeBy: /`sound_\$\{/ },
];

test('every setting is read somewhere besides its definition', () => {
  const unused = Object.keys(SETTING_DEFS).filter((key) => {
    const family = DYNAMIC_FAMILIES.find((f) => key.startsWith(f.prefix));
    if (family) return !files.some((f) => family.madeBy.test(f.text));
    return !usedOutside(key, 'store/settings-defs.ts');
  });
  expect(unused).toEqual([]);
});

test('every UI constant is used somewhere besides its definition', () => {
  const unused = Object.keys(constants).filter((name) => !usedOutside(name, 'ui/constants.ts'));
  expect(unused).toEqual([]);
});
