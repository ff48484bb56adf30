import { expect, test } from 'vitest';
import { MAX_PINNED_CHANNELS, orderChanged, withPinned } from './pinned-order.ts';

test('a channel is pinned once, at the end, while there is room', () => {
  expect(withPinned(['a'], 'b')).toEqual(['a', 'b']);
  expect(withPinned(['a', 'b'], 'a')).toEqual(['a', 'b']);
  const full = Array.from({ length: MAX_PINNED_CHANNELS }, (_, i) => `c${i}`);
  expect(withPinned(full, 'new')).toEqual(full);
});

test('saving changes something only when the order differs', () => {
  expect(orderChanged(['a', 'b'], ['a', 'b'])).toBe(false);
  expect(orderChanged(['a', 'b'], ['b', 'a'])).toBe(true);
  expect(orderChanged(['a'], ['a', 'b'])).toBe(true);
});
