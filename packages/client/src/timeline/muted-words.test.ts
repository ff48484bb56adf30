import { expect, test } from 'vitest';
import { isNoteMuted, matchesMutedWords, mutedWordsToText, parseMutedWords } from './muted-words.ts';

const note = (text: string | null, extra: Record<string, unknown> = {}) =>
  ({ text, cw: null, userId: 'u1', poll: null, ...extra }) as Parameters<typeof isNoteMuted>[0];

test('the settings text becomes AND-ed word lists and /regex/ lines', () => {
  expect(parseMutedWords('spoiler  finale\n\n/^ad:/i\n  single ')).toEqual([
    ['spoiler', 'finale'],
    '/^ad:/i',
    ['single'],
  ]);
  expect(mutedWordsToText([['a', 'b'], '/x/'])).toBe('a b\n/x/');
});

test('words on one line must all occur', () => {
  const rules = parseMutedWords('spoiler finale');
  expect(matchesMutedWords('a spoiler about the finale', rules)).toBe(true);
  expect(matchesMutedWords('a spoiler about episode 2', rules)).toBe(false);
});

test('words match inside longer words and are case-sensitive', () => {
  expect(matchesMutedWords('Crypto-mania', [['mania']])).toBe(true);
  expect(matchesMutedWords('CRYPTO', [['crypto']])).toBe(false);
});

test('a regex line uses its flags; an invalid one mutes nothing', () => {
  expect(matchesMutedWords('CRYPTO news', ['/crypto/i'])).toBe(true);
  expect(matchesMutedWords('crypto news', ['/^news/'])).toBe(false);
  expect(matchesMutedWords('anything', ['/(unclosed/'])).toBe(false);
  // a global flag must not make the second test of the same text fail
  expect(matchesMutedWords('aa', ['/a/g'])).toBe(true);
  expect(matchesMutedWords('aa', ['/a/g'])).toBe(true);
});

test('empty rules mute nothing', () => {
  expect(matchesMutedWords('hello', [[]])).toBe(false);
  expect(matchesMutedWords('hello', [['', '']])).toBe(false);
  expect(matchesMutedWords('', [['x']])).toBe(false);
});

test('a note is muted by its text, its content warning or its poll choices', () => {
  const rules = [['spoiler']];
  expect(isNoteMuted(note('big spoiler'), rules, null)).toBe(true);
  expect(isNoteMuted(note('hidden', { cw: 'spoiler ahead' }), rules, null)).toBe(true);
  expect(
    isNoteMuted(note('vote', { poll: { choices: [{ text: 'spoiler' }], multiple: false } }), rules, null),
  ).toBe(true);
  expect(isNoteMuted(note('all fine'), rules, null)).toBe(false);
});

test('a pure renote is judged by the renoted note; my own notes are never muted', () => {
  const rules = [['spoiler']];
  const renote = note(null, { userId: 'u2', renote: note('spoiler inside', { userId: 'u3' }) });
  expect(isNoteMuted(renote, rules, 'me')).toBe(true);
  expect(isNoteMuted(note('my spoiler', { userId: 'me' }), rules, 'me')).toBe(false);
  expect(isNoteMuted(note('spoiler'), [], 'me')).toBe(false);
});
