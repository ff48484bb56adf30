import { expect, test } from 'vitest';
import { prependItems, removeItem, trimToNewest } from './merge-notes.ts';

const n = (id: string) => ({ id });

test('new notes go to the head of the first page, newest first', () => {
  expect(prependItems([[n('c'), n('b')], [n('a')]], [n('d'), n('e')])).toEqual([
    [n('e'), n('d'), n('c'), n('b')],
    [n('a')],
  ]);
});

test('a note already in any page is not added twice', () => {
  const pages = [[n('c')], [n('a')]];
  expect(prependItems(pages, [n('a'), n('c')])).toBe(pages);
  expect(prependItems(pages, [n('d'), n('d')])).toEqual([[n('d'), n('c')], [n('a')]]);
});

test('an empty list gets a first page', () => {
  expect(prependItems([], [n('a')])).toEqual([[n('a')]]);
});

test('a deleted note leaves every page', () => {
  expect(removeItem([[n('b'), n('a')], [n('a')]], 'a')).toEqual([[n('b')], []]);
});

test('a live list at the top keeps only its newest items, in one page', () => {
  expect(
    trimToNewest(
      [
        [n('d'), n('c')],
        [n('b'), n('a')],
      ],
      3,
    ),
  ).toEqual([[n('d'), n('c'), n('b')]]);
  const pages = [[n('b')], [n('a')]];
  expect(trimToNewest(pages, 3)).toBe(pages);
});
