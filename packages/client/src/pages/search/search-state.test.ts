import { describe, expect, test } from 'vitest';
import { authorRef, noteSearchParams, parseSearch, searchHref, searchShortcut } from './search-state.ts';

const parse = (qs: string) => parseSearch(new URLSearchParams(qs));

describe('the search address', () => {
  test('round-trips a note search with author, server and channel; defaults stay out of it', () => {
    const s = parse('q=cloud+watch&user=@alice&host=.&channel=ch1');
    expect(s).toMatchObject({
      q: 'cloud watch',
      type: 'note',
      user: 'alice',
      scope: 'local',
      channelId: 'ch1',
    });
    expect(searchHref(s)).toBe('/secure/search?q=cloud+watch&user=alice&host=.&channel=ch1');
    expect(searchHref(parse(''))).toBe('/secure/search');
    expect(searchHref(parse('q=x&origin=combined'))).toBe('/secure/search?q=x');
  });

  test('a people search keeps its origin and drops the note options', () => {
    const s = parse('q=bob&type=user&origin=local&user=alice&host=.');
    expect(searchHref(s)).toBe('/secure/search?q=bob&type=user&origin=local');
    expect(parse('type=user&origin=nonsense').origin).toBe('combined');
  });

  test('another server is named by host, lower-cased; an empty one means every server', () => {
    const s = parse('q=a&host=Misskey.Example');
    expect(s.scope).toBe('specified');
    expect(noteSearchParams(s, undefined)).toEqual({ query: 'a', host: 'misskey.example' });
    expect(noteSearchParams({ ...s, host: ' ' }, 'u1')).toEqual({ query: 'a', userId: 'u1' });
  });
});

describe('search shortcuts and authors', () => {
  test('a hashtag or an account is offered as a link', () => {
    expect(searchShortcut(' #kumo ')).toEqual({ kind: 'tag', tag: 'kumo' });
    expect(searchShortcut('#雲')).toEqual({ kind: 'tag', tag: '雲' });
    expect(searchShortcut('@bob')).toEqual({ kind: 'user', username: 'bob', host: null });
    expect(searchShortcut('@bob@misskey.example')).toEqual({
      kind: 'user',
      username: 'bob',
      host: 'misskey.example',
    });
    expect(searchShortcut('#two tags')).toBeNull();
    expect(searchShortcut('hello @bob')).toBeNull();
  });

  test('an author is a username with an optional host', () => {
    expect(authorRef('@carol')).toEqual({ username: 'carol', host: null });
    expect(authorRef('carol@x.example')).toEqual({ username: 'carol', host: 'x.example' });
    expect(authorRef('not a name')).toBeNull();
  });
});
