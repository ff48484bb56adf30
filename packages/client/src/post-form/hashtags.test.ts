import { beforeEach, expect, test } from 'vitest';
import {
  appendHashtags,
  extractHashtags,
  normaliseHashtags,
  readRememberedHashtags,
  rememberHashtags,
} from './hashtags.ts';

beforeEach(() => localStorage.clear());

test('hashtags are found by parsing: not in code, and each only once', () => {
  expect(extractHashtags('#kumo loves #misskey `#notatag` #kumo')).toEqual(['kumo', 'misskey']);
});

test('the hashtag field is normalised and appended to the text', () => {
  expect(normaliseHashtags(' a  #b # c ')).toBe('#a #b #c');
  expect(appendHashtags('hello', 'a b')).toBe('hello #a #b');
  expect(appendHashtags('', '#a')).toBe('#a');
  expect(appendHashtags('hello', '  ')).toBe('hello');
});

test('used hashtags are remembered under the key hashtags, most recent first', () => {
  rememberHashtags(['a', 'b']);
  rememberHashtags(['c', 'a']);
  expect(readRememberedHashtags()).toEqual(['c', 'a', 'b']);
  expect(JSON.parse(localStorage.getItem('hashtags')!)).toEqual(['c', 'a', 'b']);
});

test('a broken stored list reads as empty', () => {
  localStorage.setItem('hashtags', '{nope');
  expect(readRememberedHashtags()).toEqual([]);
});
