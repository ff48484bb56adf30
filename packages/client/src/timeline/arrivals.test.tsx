import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ARRIVALS_ANNOUNCE_MS, countArrivals, useArrivalCount } from './arrivals.ts';

const notes = (...ids: string[]) => ids.map((id) => ({ id }));

afterEach(() => {
  vi.useRealTimers();
});

test('arrivals are the notes above the one that was first', () => {
  expect(countArrivals(null, notes('a', 'b'))).toBe(0);
  expect(countArrivals('b', notes('c', 'd', 'b'))).toBe(2);
  expect(countArrivals('gone', notes('c', 'd'))).toBe(0);
});

test('notes arriving within a few seconds are told once, as one count', () => {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ list }) => useArrivalCount(list), {
    initialProps: { list: notes('a') },
  });
  expect(result.current).toBe(0);
  rerender({ list: notes('b', 'a') });
  rerender({ list: notes('d', 'c', 'b', 'a') });
  expect(result.current).toBe(0);
  act(() => {
    vi.advanceTimersByTime(ARRIVALS_ANNOUNCE_MS);
  });
  expect(result.current).toBe(3);
  rerender({ list: notes('e', 'd', 'c', 'b', 'a') });
  act(() => {
    vi.advanceTimersByTime(ARRIVALS_ANNOUNCE_MS);
  });
  expect(result.current).toBe(1);
});
