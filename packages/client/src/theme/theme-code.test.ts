import { describe, expect, test } from 'vitest';
import { builtinThemes } from './builtin/index.ts';
import { parseTheme } from './parse-theme.ts';
import { themeFileName, themeToCode } from './theme-code.ts';
import type { Theme } from './types.ts';

describe('theme codes', () => {
  test('a theme is written in Misskey’s JSON5 shape, with props', () => {
    const theme: Theme = {
      id: 'abc',
      name: 'Dusk',
      author: '@me@example.com',
      base: 'dark',
      props: { $main: '#e07a5f', accent: '$main', 'x-y': ':darken<5<@bg' },
    };
    expect(themeToCode(theme)).toBe(
      [
        '{',
        "  id: 'abc',",
        "  name: 'Dusk',",
        "  author: '@me@example.com',",
        "  base: 'dark',",
        '  props: {',
        "    $main: '#e07a5f',",
        "    accent: '$main',",
        "    'x-y': ':darken<5<@bg',",
        '  },',
        '}',
        '',
      ].join('\n'),
    );
  });

  test('every built-in theme and awkward text survive the round trip through parseTheme', () => {
    const awkward: Theme = {
      id: "it's",
      name: 'back\\slash\nline\u2028and 🌸',
      author: '',
      desc: 'tab\there',
      base: 'light',
      kind: 'light',
      props: { accent: '#fff' },
    };
    for (const theme of [...builtinThemes, awkward]) {
      const result = parseTheme(themeToCode(theme));
      expect(result.ok && result.theme).toEqual(theme);
    }
  });

  test('export file names keep the name but not path or reserved characters', () => {
    expect(themeFileName({ ...builtinThemes[0]!, name: 'My/Theme: "dark"' })).toBe('My-Theme- -dark-.json5');
    expect(themeFileName({ ...builtinThemes[0]!, name: '  ' })).toBe('theme.json5');
  });
});
