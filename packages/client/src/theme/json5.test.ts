import { describe, expect, it } from 'vitest';
import { Json5SyntaxError, parseJson5 } from './json5.ts';

function syntaxError(text: string): Json5SyntaxError {
  try {
    parseJson5(text);
  } catch (err) {
    if (err instanceof Json5SyntaxError) return err;
    throw err;
  }
  throw new Error('expected a syntax error');
}

describe('parseJson5', () => {
  it('parses plain JSON the same way JSON.parse does', () => {
    const text = '{"a": [1, 2.5, -3e2, true, false, null], "b": {"c": "d\\n\\u00e9"}}';
    expect(parseJson5(text)).toEqual(JSON.parse(text));
  });

  it('accepts line and block comments, trailing commas, unquoted keys and single quotes', () => {
    const text = `
      // a theme
      {
        id: 'abc', /* inline */
        $const: 'x',
        _under: "y",
        props: { accent: '#fff', list: [1, 2,], },
      }
    `;
    expect(parseJson5(text)).toEqual({
      id: 'abc',
      $const: 'x',
      _under: 'y',
      props: { accent: '#fff', list: [1, 2] },
    });
  });

  it('reads JSON5 numbers: hex, leading and trailing points, explicit plus, Infinity and NaN', () => {
    expect(parseJson5('[0x1F, .5, 5., +3, -Infinity, NaN]')).toEqual([31, 0.5, 5, 3, -Infinity, NaN]);
  });

  it('reads string escapes, quotes of the other kind and line continuations', () => {
    expect(
      parseJson5(`'it\\'s "q" \\x41\\
next'`),
    ).toBe('it\'s "q" Anext');
  });

  it('keeps a __proto__ key as plain data instead of changing the prototype', () => {
    const value = parseJson5('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('reports a missing comma with its line and column', () => {
    const err = syntaxError('{\n  a: 1\n  b: 2\n}');
    expect(err.line).toBe(3);
    expect(err.column).toBe(3);
    expect(err.offset).toBe(11);
    expect(err.message).toContain('line 3, column 3');
  });

  it.each([
    ['unterminated strings', "{a: 'x}"],
    ['unterminated comments', '{a: 1 /* no end'],
    ['text after the document', '{} x'],
    ['empty input', '   '],
    ['leading zeros', '[01]'],
    ['raw line breaks inside strings', '"a\nb"'],
    ['numbers running into names', '[12px]'],
    ['a single trailing comma alone', '[,]'],
    ['keys that are not identifiers', '{1a: 2}'],
    ['misspelled literals', '[tru]'],
  ])('rejects %s', (_name, text) => {
    expect(() => parseJson5(text)).toThrow(Json5SyntaxError);
  });

  it('refuses absurd nesting with a syntax error rather than a stack overflow', () => {
    expect(() => parseJson5('['.repeat(100_000))).toThrow(Json5SyntaxError);
  });
});
