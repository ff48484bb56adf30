import { describe, expect, test } from 'vitest';
import { resolveLanguage } from './highlight-code.ts';

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
