import { describe, expect, test } from 'vitest';
import { fnOpening, INSERTABLE_FNS, mentionInsert, wrapInFn } from './mfm-insert.ts';

describe('inserting an MFM effect', () => {
  test('wraps the selected text and keeps it selected', () => {
    expect(wrapInFn('say hello now', 4, 9, 'x2')).toEqual({
      value: 'say $[x2 hello] now',
      selection: [9, 14],
    });
  });
  test('with nothing selected the caret lands inside the brackets', () => {
    expect(wrapInFn('hi ', 3, 3, 'spin')).toEqual({ value: 'hi $[spin ]', selection: [10, 10] });
  });
  test('effects that need an argument start with one that shows', () => {
    expect(fnOpening('fg')).toBe('$[fg.color=f00 ');
    expect(fnOpening('flip')).toBe('$[flip ');
    expect(wrapInFn('red', 0, 3, 'fg').value).toBe('$[fg.color=f00 red]');
  });
  test('every effect of the spec is offered', () => {
    expect(INSERTABLE_FNS).toEqual(expect.arrayContaining(['x2', 'spin', 'flip', 'blur', 'fg', 'ruby']));
  });
});

describe('inserting a mention', () => {
  test('goes at the caret with a space after it', () => {
    expect(mentionInsert('', 0, 0, '@bob@remote.example')).toEqual({
      value: '@bob@remote.example ',
      selection: [20, 20],
    });
  });
  test('is kept apart from the word before it', () => {
    expect(mentionInsert('hello', 5, 5, '@bob').value).toBe('hello @bob ');
    expect(mentionInsert('hello ', 6, 6, '@bob').value).toBe('hello @bob ');
  });
  test('replaces a selection', () => {
    expect(mentionInsert('hi NAME!', 3, 7, '@bob')).toEqual({ value: 'hi @bob !', selection: [8, 8] });
  });
});
