import { expect, test } from 'vitest';
import { sortField, sortWords } from './sort-words.ts';

test("a sort string's field and direction: + is newest first, - oldest first", () => {
  expect(sortField('+usedAt')).toBe('usedAt');
  expect(sortWords('+createdAt')).toBe('desc_createdAt');
  expect(sortWords('-lastActiveDate')).toBe('asc_lastActiveDate');
});
