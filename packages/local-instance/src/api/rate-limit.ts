export interface RateLimit {
  /** Window length in ms for `max`. */
  duration?: number;
  max?: number;
  /** Minimum time between two calls, in ms. */
  minInterval?: number;
}

interface Bucket {
  windowStart: number;
  count: number;
  last: number;
}

/** The shortest interval between calls that is enforced (see `hit`). */
const MIN_INTERVAL_MS = 16;

/**
 * Per-actor limits like Misskey's: at most `max` calls per `duration`, and at least `minInterval`
 * between calls. `factor` multiplies the allowances (tests pass a big number); a caller's role
 * policy `rateLimitFactor` divides them, as Misskey's does (2: half the calls, 0: no limit).
 */
export class RateLimiter {
  private buckets = new Map<string, Bucket>();

  constructor(private factor: number) {}

  /** Records a call; returns false when it exceeds the limit. */
  hit(key: string, limit: RateLimit, now = Date.now(), roleFactor = 1): boolean {
    if (!(roleFactor > 0)) return true;
    let b = this.buckets.get(key);
    if (!b) {
      b = { windowStart: now, count: 0, last: -Infinity };
      this.buckets.set(key, b);
    }
    // An interval a test's factor has shrunk below a frame (16 ms) is no limit: one of a few
    // milliseconds would refuse calls made back to back by chance (Date.now()'s tick, a fast
    // machine), and no client could tell it from none. Real intervals (a second, three) stay.
    const interval = ((limit.minInterval ?? 0) * roleFactor) / this.factor;
    if (interval >= MIN_INTERVAL_MS && now - b.last < interval) return false;
    if (limit.duration != null && limit.max != null) {
      if (now - b.windowStart >= limit.duration) {
        b.windowStart = now;
        b.count = 0;
      }
      if (b.count >= Math.max(Math.floor((limit.max * this.factor) / roleFactor), 1)) return false;
    }
    b.count++;
    b.last = now;
    if (this.buckets.size > 10000) this.sweep(now);
    return true;
  }

  /** Whether `key` has used up `limit.max` in its current window (nothing is recorded). */
  exhausted(key: string, limit: Required<Pick<RateLimit, 'duration' | 'max'>>, now = Date.now()): boolean {
    const b = this.buckets.get(key);
    if (!b || now - b.windowStart >= limit.duration) return false;
    return b.count >= limit.max * this.factor;
  }

  /** Lets `ms` pass for every limit at once: a test waits out a minimum interval without sleeping. */
  elapse(ms: number): void {
    for (const b of this.buckets.values()) {
      b.windowStart -= ms;
      b.last -= ms;
    }
  }

  private sweep(now: number): void {
    for (const [k, b] of this.buckets) if (now - b.last > 60 * 60 * 1000) this.buckets.delete(k);
  }
}

export const HOUR = 60 * 60 * 1000;
export const MINUTE = 60 * 1000;
export const SECOND = 1000;
export const DAY = 24 * HOUR;
