import { describe, expect, test } from 'vitest';
import { linkHref, safeUrl } from './safe-url.ts';

describe('link addresses (spec P2 §5, §8)', () => {
  test('http and https addresses are accepted', () => {
    expect(safeUrl('https://example.com/a?b=c#d')).toBe('https://example.com/a?b=c#d');
    expect(safeUrl('http://example.com')).toBe('http://example.com/');
  });

  test("any other scheme throws 'invalid url'", () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      'ftp://x.example',
    ])
      expect(() => safeUrl(bad), bad).toThrow('invalid url');
  });

  test("an address that cannot be parsed throws 'invalid url'", () => {
    expect(() => safeUrl('not a url')).toThrow('invalid url');
    expect(() => safeUrl('/relative')).toThrow('invalid url');
  });

  test('linkHref gives null instead of throwing', () => {
    expect(linkHref(' javascript:alert(1)')).toBeNull();
    expect(linkHref('https://example.com')).toBe('https://example.com/');
  });
});
