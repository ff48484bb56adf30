import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { BREAKPOINTS, LAYOUT_WIDTHS, MOBILE_BREAKPOINT, NARROW_WIDTH, widthQuery } from './breakpoints.ts';

// Every stylesheet and source file of the client, read as text.
const SRC = join(__dirname, '..');
const read = (test: (name: string) => boolean): Record<string, string> =>
  Object.fromEntries(
    readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter(test)
      .map((name) => [name, readFileSync(join(SRC, name), 'utf8')]),
  );
const stylesheets = read((name) => name.endsWith('.css'));
const sources = read((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

// A width inside a media query: `(max-width: 600px)`, `(width < 1280px)`, `(min-width:601px)`…
const MEDIA_WIDTH = /\((?:min-width|max-width|width)\s*[:<>=]+\s*(\d+(?:\.\d+)?)px\)/g;

function widthsOutsideTheSet(files: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    for (const match of String(text).matchAll(MEDIA_WIDTH)) {
      if (!(LAYOUT_WIDTHS as readonly number[]).includes(Number(match[1])))
        found.push(`${path}: ${match[0]}`);
    }
  }
  return found;
}

describe('one set of breakpoints', () => {
  test("is the spec's display breakpoints and the narrow width, with lg the mobile breakpoint", () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
    expect(MOBILE_BREAKPOINT).toBe(1280);
    expect(NARROW_WIDTH).toBe(500);
    expect(LAYOUT_WIDTHS).toEqual([500, 600, 960, 1280, 1920, 2560]);
    expect(widthQuery('<', BREAKPOINTS.lg)).toBe('(width < 1280px)');
  });

  test('every media query of every stylesheet uses a width of the set', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThan(20);
    expect(widthsOutsideTheSet(stylesheets)).toEqual([]);
  });

  test('every width query written in code uses a width of the set', () => {
    expect(widthsOutsideTheSet(sources)).toEqual([]);
  });

  test('the check catches a width outside the set', () => {
    expect(widthsOutsideTheSet({ 'x.css': '@media (max-width: 1100px) {}' })).toEqual([
      'x.css: (max-width: 1100px)',
    ]);
  });
});
