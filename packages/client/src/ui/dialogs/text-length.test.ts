import { describe, expect, test } from 'vitest';
import { checkTextLength, parseDateInput, parseNumberInput } from './text-length.ts';

describe('dialog text length', () => {
  const limits = { minLength: 3, maxLength: 5 };
  test('one character under the minimum is invalid with a charactersBelow caption', () => {
    expect(checkTextLength('ab', limits)).toEqual({
      valid: false,
      caption: { key: 'charactersBelow', current: 2, min: 3 },
    });
  });
  test('exactly the minimum and exactly the maximum are valid without a caption', () => {
    expect(checkTextLength('abc', limits)).toEqual({ valid: true, caption: null });
    expect(checkTextLength('abcde', limits)).toEqual({ valid: true, caption: null });
  });
  test('one character over the maximum is invalid with a charactersExceeded caption', () => {
    expect(checkTextLength('abcdef', limits)).toEqual({
      valid: false,
      caption: { key: 'charactersExceeded', current: 6, max: 5 },
    });
  });
  test('without limits anything goes, even empty text', () => {
    expect(checkTextLength('', {}).valid).toBe(true);
  });
});

describe('number and date inputs', () => {
  test('a number input yields a parsed float', () => {
    expect(parseNumberInput('3.5')).toBe(3.5);
    expect(parseNumberInput('-2')).toBe(-2);
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('abc')).toBeNull();
  });
  test('a date input yields that day at local midnight', () => {
    expect(parseDateInput('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseDateInput('2023-02-29')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });
});
