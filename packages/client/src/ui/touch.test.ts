import { afterEach, expect, test, vi } from 'vitest';
import { createDragThrottle, DRAG_FREQUENCY_MS } from './touch.ts';

afterEach(() => vi.useRealTimers());

test('a drag is followed at most once per drag frequency, the newest position winning', () => {
  vi.useFakeTimers({ now: 1_000 });
  expect(DRAG_FREQUENCY_MS).toBe(100);
  const applied: number[] = [];
  const drag = createDragThrottle((x: number) => applied.push(x));
  drag.move(1);
  drag.move(2);
  drag.move(3);
  expect(applied).toEqual([1]);
  vi.advanceTimersByTime(99);
  expect(applied).toEqual([1]);
  vi.advanceTimersByTime(1);
  expect(applied).toEqual([1, 3]);
  drag.move(4);
  drag.end();
  expect(applied).toEqual([1, 3, 4]);
  vi.advanceTimersByTime(500);
  expect(applied).toEqual([1, 3, 4]);
});
