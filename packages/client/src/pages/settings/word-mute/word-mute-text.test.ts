import { describe, expect, test } from 'vitest';
import { parseWordMuteText, wordMuteSize, wordMuteText } from './word-mute-text.ts';

describe('parseWordMuteText', () => {
  test('words on a line are one AND rule; /pattern/flags is a regular expression', () => {
    expect(parseWordMuteText('spicy  curry\n/v\\d+/i\n\n  tea ')).toEqual({
      ok: true,
      words: [['spicy', 'curry'], '/v\\d+/i', ['tea']],
    });
  });

  test('an empty text is an empty list', () => {
    expect(parseWordMuteText(' \n\n')).toEqual({ ok: true, words: [] });
  });

  test('an expression that does not compile names its line', () => {
    expect(parseWordMuteText('fine\n\n/(unclosed/')).toEqual({ ok: false, line: 3, text: '/(unclosed/' });
    expect(parseWordMuteText('/abc/Q')).toEqual({ ok: false, line: 1, text: '/abc/Q' });
  });

  test('a lone slash word is a plain word, not an expression', () => {
    expect(parseWordMuteText('/path')).toEqual({ ok: true, words: [['/path']] });
  });
});

test('wordMuteText gives back text that parses to the same list', () => {
  const words = [['a', 'b'], '/x+/g'];
  const text = wordMuteText(words);
  expect(text).toBe('a b\n/x+/g');
  expect(parseWordMuteText(text)).toEqual({ ok: true, words });
});

test('wordMuteSize counts like the server limit', () => {
  expect(wordMuteSize([['ab'], '/c/'])).toBe(JSON.stringify([['ab'], '/c/']).length);
});
