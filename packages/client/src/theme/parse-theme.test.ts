import { describe, expect, it } from 'vitest';
import { baseThemes } from './builtin/index.ts';
import { compileTheme, compileThemeDetailed } from './compile-theme.ts';
import { parseTheme } from './parse-theme.ts';
import type { Theme, ThemeErrorKind } from './types.ts';
import { isThemeValid, validateTheme } from './validate-theme.ts';

const doc = (props: string, extra = ''): string =>
  `{ id: 'x', name: 'X', author: 'me', base: 'dark', ${extra} props: { ${props} } }`;

function errorKind(text: string): ThemeErrorKind | null {
  const result = parseTheme(text);
  return result.ok ? null : result.error.kind;
}

describe('parseTheme', () => {
  it('accepts a theme code written in JSON5, the way themes are shared', () => {
    const result = parseTheme(`
      // shared on a Misskey server
      {
        id: '17c1e0d2-0a0b-4c4d-8e8f-000000000001',
        name: 'Dusk',
        author: '@someone',
        desc: 'warm evening',
        base: 'dark',
        props: {
          $main: '#e07a5f', /* a constant */
          accent: '$main',
          bg: '#1e1b24',
          header: ':alpha<0.7<@panel',
          renote: "rgb(129, 178, 154)",
        },
      }
    `);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.theme).toMatchObject({ name: 'Dusk', base: 'dark', desc: 'warm evening' });
    expect(compileTheme(result.theme, baseThemes)['--accent']).toBe('rgb(224, 122, 95)');
  });

  it('reports syntax errors with their position', () => {
    const result = parseTheme("{\n  id: 'x',\n  name: 'X' oops\n}");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'syntax', line: 3, column: 13 });
  });

  it.each<[string, string, ThemeErrorKind]>([
    ['not an object', '[1, 2]', 'invalid-document'],
    ['null', 'null', 'invalid-document'],
    ['a missing id', "{ name: 'X', base: 'light', props: {} }", 'invalid-id'],
    ['a numeric id', "{ id: 1, name: 'X', base: 'light', props: {} }", 'invalid-id'],
    ['a missing name', "{ id: 'x', base: 'light', props: {} }", 'invalid-name'],
    ['a missing base', "{ id: 'x', name: 'X', props: {} }", 'invalid-base'],
    ['an unknown base', "{ id: 'x', name: 'X', base: 'sepia', props: {} }", 'invalid-base'],
    ['missing props', "{ id: 'x', name: 'X', base: 'light' }", 'invalid-props'],
    ['props that are a string', "{ id: 'x', name: 'X', base: 'light', props: 'red' }", 'invalid-props'],
    ['props that are an array', "{ id: 'x', name: 'X', base: 'light', props: [] }", 'invalid-props'],
    ['a prop value that is not a string', doc('accent: 5'), 'invalid-value'],
  ])('refuses a document with %s', (_name, text, kind) => {
    expect(errorKind(text)).toBe(kind);
  });

  it('does not require an author, and drops unknown fields', () => {
    const result = parseTheme("{ id: 'x', name: 'X', base: 'light', props: {}, kind: 'sepia', evil: 1 }");
    expect(result.ok && result.theme).toEqual({ id: 'x', name: 'X', author: '', base: 'light', props: {} });
  });
});

describe('hostile themes', () => {
  const hostileValues = [
    `'"red; } body { display:none'`,
    `'red; } body { display:none'`,
    `'"url(javascript:alert(1))'`,
    `'"URL( "https://evil.example/x.png")'`,
    `'"image-set("https://evil.example/x.png" 1x)'`,
    `'"</style><script>alert(1)</script>'`,
    `'</style>'`,
    `'"red /* comment'`,
    `'"\\\\72 ed'`,
    `'"expression(alert(1))'`,
    `'"@import x'`,
    `'"red\\n; x'`,
    `'"a\\u0000b'`,
    `'"\\'unbalanced'`,
    `'"calc(1px'`,
  ];

  it.each(hostileValues)('rejects the value %s as unsafe', (value) => {
    const result = parseTheme(doc(`accent: ${value}`));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'unsafe-value', key: 'accent' });
  });

  it.each(['a b', 'x{}', 'a;b', '</style>', 'ünïcode', 'a:b', '@x', '$', '', 'k'.repeat(101)])(
    'rejects the key %j',
    (key) => {
      expect(errorKind(doc(`${JSON.stringify(key)}: '#fff'`))).toBe('invalid-key');
    },
  );

  it('never lets hostile keys or values reach the compiled CSS, even when validation is bypassed', () => {
    const hostile: Theme = {
      id: 'x',
      name: 'X',
      author: '',
      base: 'light',
      props: {
        accent: '"red; } body { display:none',
        link: '"url(javascript:alert(1))',
        tag: '</style><script>',
        'a b': '#fff',
        'x}{': '#fff',
        'y;z': '#fff',
        ok: '#fff',
      },
    };
    expect(validateTheme(hostile).ok).toBe(false);
    const { vars, errors } = compileThemeDetailed(hostile, baseThemes);
    const css = Object.entries(vars)
      .map(([name, value]) => `${name}: ${value};`)
      .join('\n');
    for (const needle of ['display', 'javascript', 'url(', '<', '>', '{', '}', 'a b', 'y;z']) {
      expect(css).not.toContain(needle);
    }
    for (const name of Object.keys(vars)) expect(name).toMatch(/^--[A-Za-z0-9_-]+$/);
    expect(vars['--ok']).toBe('rgb(255, 255, 255)');
    // The hostile accent is replaced by the base's accent, not dropped.
    expect(vars['--accent']).toBe('rgb(47, 102, 204)');
    expect(errors.map((e) => e.kind).sort()).toEqual(
      ['invalid-key', 'invalid-key', 'invalid-key', 'unsafe-value', 'unsafe-value', 'unsafe-value'].sort(),
    );
  });
});

describe('isThemeValid', () => {
  it('applies exactly the spec rule: string id and name, light or dark base, object props', () => {
    expect(isThemeValid({ id: 'a', name: 'b', base: 'dark', props: {} })).toBe(true);
    expect(isThemeValid({ id: 'a', name: 'b', kind: 'dark', props: {} })).toBe(false);
    expect(isThemeValid({ id: 'a', name: 'b', base: 'dark', props: null })).toBe(false);
    expect(isThemeValid('theme')).toBe(false);
  });
});
