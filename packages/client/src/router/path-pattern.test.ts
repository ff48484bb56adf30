import { describe, expect, test } from 'vitest';
import { buildPath, matchPattern, parsePattern } from './path-pattern.ts';

const match = (pattern: string, path: string) => matchPattern(parsePattern(pattern), path);

describe('route patterns', () => {
  test('a user profile address carries the acct after @, with or without a host', () => {
    expect(match('/@:acct/:page?', '/@alice')).toEqual({ acct: 'alice' });
    expect(match('/@:acct/:page?', '/@alice@example.com/notes')).toEqual({
      acct: 'alice@example.com',
      page: 'notes',
    });
    expect(match('/@:acct/:page?', '/alice')).toBeNull();
  });

  test('a repeatable part takes the rest of the path', () => {
    expect(match('/secure/registry/keys/system/:path*', '/secure/registry/keys/system/a/b/c')).toEqual({
      path: 'a/b/c',
    });
    expect(match('/secure/registry/keys/system/:path*', '/secure/registry/keys/system')).toBeNull();
  });

  test('extra or missing segments do not match', () => {
    expect(match('/notes/:noteId', '/notes')).toBeNull();
    expect(match('/notes/:noteId', '/notes/a/b')).toBeNull();
    expect(match('/notes/:noteId', '/notes/9abc/')).toEqual({ noteId: '9abc' });
  });

  test('percent-encoded parameters are decoded, broken encodings do not match', () => {
    expect(match('/tags/:tag', '/tags/%E3%81%AD%E3%81%93')).toEqual({ tag: 'ねこ' });
    expect(match('/tags/:tag', '/tags/%E3%81')).toBeNull();
  });

  test('building a path throws on a missing, non-repeatable or invalid parameter', () => {
    expect(buildPath('/@:acct/:page?', { acct: 'bob@example.com' })).toBe('/@bob@example.com');
    expect(buildPath('/registry/:path*', { path: ['a', 'b c'] })).toBe('/registry/a/b%20c');
    expect(() => buildPath('/notes/:noteId', {})).toThrow(/missing/);
    expect(() => buildPath('/notes/:noteId', { noteId: ['a', 'b'] })).toThrow(/not repeatable/);
    expect(() => buildPath('/notes/:noteId', { noteId: 3 as unknown as string })).toThrow(/invalid/);
  });
});
