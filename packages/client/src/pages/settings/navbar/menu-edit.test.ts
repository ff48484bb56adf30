import { expect, test } from 'vitest';
import { addEntry, moveEntry, removeEntry } from './menu-edit.ts';

test('moving an entry swaps it with its neighbour, and not past either end', () => {
  expect(moveEntry(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  expect(moveEntry(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  expect(moveEntry(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  expect(moveEntry(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
});

test('removing and adding entries; an item is never added twice but separators can be', () => {
  expect(removeEntry(['a', '-', 'b'], 1)).toEqual(['a', 'b']);
  expect(addEntry(['a'], 'a')).toEqual(['a']);
  expect(addEntry(['a', '-'], '-')).toEqual(['a', '-', '-']);
  expect(addEntry(['a'], 'b')).toEqual(['a', 'b']);
});
