import { describe, expect, test } from 'vitest';
import { RateLimiter } from '../src/api/rate-limit.ts';

describe('the rate limiter', () => {
  const interval = { minInterval: 3000 };
  const window = { duration: 60_000, max: 2 };

  test('a minimum interval refuses a call too soon, and allows it once the time has passed', () => {
    const limiter = new RateLimiter(1);
    expect(limiter.hit('a', interval, 1000)).toBe(true);
    expect(limiter.hit('a', interval, 2000)).toBe(false);
    expect(limiter.hit('a', interval, 4000)).toBe(true);
  });

  test('elapse counts time as passed for every caller: an interval and a window are waited out', () => {
    const limiter = new RateLimiter(1);
    const now = 10_000;
    expect(limiter.hit('a', interval, now)).toBe(true);
    expect(limiter.hit('b', window, now)).toBe(true);
    expect(limiter.hit('b', window, now)).toBe(true);
    expect(limiter.hit('a', interval, now)).toBe(false);
    expect(limiter.hit('b', window, now)).toBe(false);
    limiter.elapse(3000);
    expect(limiter.hit('a', interval, now)).toBe(true);
    expect(limiter.hit('b', window, now)).toBe(false);
    limiter.elapse(60_000);
    expect(limiter.hit('b', window, now)).toBe(true);
  });
});
