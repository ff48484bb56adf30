import { expect, test } from 'vitest';
import { refreshIntervalMs, relativeTime } from './relative-time.ts';

test('under 10 seconds reads just now, then seconds', () => {
  expect(relativeTime(9_999)).toEqual({ key: 'justNow', n: 0 });
  expect(relativeTime(10_000)).toEqual({ key: 'secondsAgo', n: 10 });
});

test('each threshold of the spec switches the unit', () => {
  expect(relativeTime(60_000)).toEqual({ key: 'minutesAgo', n: 1 });
  expect(relativeTime(3_600_000)).toEqual({ key: 'hoursAgo', n: 1 });
  expect(relativeTime(86_400_000)).toEqual({ key: 'daysAgo', n: 1 });
  expect(relativeTime(604_800_000)).toEqual({ key: 'weeksAgo', n: 1 });
  expect(relativeTime(2_592_000_000)).toEqual({ key: 'monthsAgo', n: 1 });
  expect(relativeTime(31_536_000_000 * 2)).toEqual({ key: 'yearsAgo', n: 2 });
});

test('the display refreshes every 10 s, 60 s or 180 s depending on age', () => {
  expect(refreshIntervalMs(59_000)).toBe(10_000);
  expect(refreshIntervalMs(59 * 60_000)).toBe(60_000);
  expect(refreshIntervalMs(2 * 3_600_000)).toBe(180_000);
});
