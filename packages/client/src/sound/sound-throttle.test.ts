import { expect, test } from 'vitest';
import { SOUND_THROTTLE_MS, SoundThrottle } from './sound-throttle.ts';

test('a burst of the same event plays once', () => {
  const th = new SoundThrottle();
  const played = [0, 10, 50, 120, 199].filter((t) => th.tryStart('note', t));
  expect(played).toEqual([0]);
});

test('the same event plays again once the throttle window has passed', () => {
  const th = new SoundThrottle();
  expect(th.tryStart('note', 0)).toBe(true);
  expect(th.tryStart('note', SOUND_THROTTLE_MS)).toBe(true);
});

test('different events do not throttle each other', () => {
  const th = new SoundThrottle();
  expect(th.tryStart('note', 0)).toBe(true);
  expect(th.tryStart('notification', 5)).toBe(true);
});

test('no more than two sounds play at the same moment', () => {
  const th = new SoundThrottle(200, 2);
  expect(th.tryStart('a', 0, 1000)).toBe(true);
  expect(th.tryStart('b', 1, 1000)).toBe(true);
  expect(th.tryStart('c', 2, 1000)).toBe(false);
  expect(th.tryStart('c', 1001)).toBe(true);
});
