import { expect, test } from 'vitest';
import { hostInList, withHost } from './host-lists.ts';

test('a host is on a list whatever its case', () => {
  expect(hostInList(['Spam.Example'], 'spam.example')).toBe(true);
  expect(hostInList(['spam.example'], 'sub.spam.example')).toBe(false);
});

test('putting a host on adds it once; taking it off keeps the others', () => {
  expect(withHost(['a.example'], 'B.example', true)).toEqual(['a.example', 'b.example']);
  expect(withHost(['a.example', 'b.example'], 'B.EXAMPLE', true)).toEqual(['a.example', 'b.example']);
  expect(withHost(['a.example', 'B.example'], 'b.example', false)).toEqual(['a.example']);
});
