import { describe, expect, test } from 'vitest';
import {
  HIGHLIGHT_CACHE_SIZE,
  MAX_HIGHLIGHT_CHARS,
  highlightCode,
  resolveLanguage,
} from './highlight-code.ts';

describe('code block languages', () => {
  test('supported languages and common aliases are recognised in any case', () => {
    expect(resolveLanguage('typescript')).toBe('typescript');
    expect(resolveLanguage('JS')).toBe('javascript');
    expect(resolveLanguage('sh')).toBe('shellscript');
    expect(resolveLanguage('c++')).toBe('c');
  });

  test('missing or unknown languages are not highlighted', () => {
    expect(resolveLanguage(null)).toBeNull();
    expect(resolveLanguage('brainfuck')).toBeNull();
    expect(resolveLanguage('constructor')).toBeNull();
    expect(resolveLanguage('__proto__')).toBeNull();
  });
});

describe('highlighted code is kept', () => {
  test('a block shown again is not tokenised again, until more than the cache holds came after it', async () => {
    const first = highlightCode('const a = 1;', 'js');
    expect(highlightCode('const a = 1;', 'javascript')).toBe(first);
    expect(await first).toEqual(expect.arrayContaining([expect.any(Array)]));
    for (let i = 0; i < HIGHLIGHT_CACHE_SIZE; i++) void highlightCode(`const b = ${i};`, 'js');
    expect(highlightCode('const a = 1;', 'js')).not.toBe(first);
  });

  test('unknown languages and overlong code are not kept or tokenised', async () => {
    expect(await highlightCode('x', 'brainfuck')).toBeNull();
    expect(await highlightCode('x'.repeat(MAX_HIGHLIGHT_CHARS + 1), 'js')).toBeNull();
  });
});
