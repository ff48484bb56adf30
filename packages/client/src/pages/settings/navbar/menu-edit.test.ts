import { expect, test } from 'vitest';
import { addEntry, removeEntry } from './menu-edit.ts';

test('removing and adding entries; an item is never added twice but separators can be', () => {
  expect(removeEntry(['a', '-', 'b'], 1)).toEqual(['a', 'b']);
  expect(addEntry(['a'], 'a')).toEqual(['a']);
  expect(addEntry(['a', '-'], '-')).toEqual(['a', '-', '-']);
  expect(addEntry(['a'], 'b')).toEqual(['a', 'b']);
});
