import { expect, test } from 'vitest';
import { moveItem } from './move-item.ts';

test('an item moves one place up or down, and stays at either end', () => {
  expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  expect(moveItem(['a'], 3, 1)).toEqual(['a']);
});
