import { SWIPE_TOLERANCE_PX } from './touch.ts';

/** A horizontal swipe must travel this far (px) to change tabs: the spec's swipe tolerance. */
export const SWIPE_MIN_DISTANCE = SWIPE_TOLERANCE_PX;
/** …and be mostly sideways: its horizontal travel at least this many times its vertical one. */
export const SWIPE_MIN_SLOPE = 2;
/** A slower gesture is a drag or a read, not a swipe. */
export const SWIPE_MAX_MS = 800;

export interface TouchPoint {
  x: number;
  y: number;
  t: number;
}

/**
 * Which way a touch from `start` to `end` swipes through tabs: +1 to the next tab (the finger moved
 * left), -1 to the previous one (it moved right), 0 when it was a scroll, a tap or too slow.
 */
export function swipeStep(start: TouchPoint, end: TouchPoint): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (end.t - start.t > SWIPE_MAX_MS) return 0;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) < SWIPE_MIN_SLOPE * Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The tab `step` places away from `current`; the same tab at either end (no wrapping). */
export function stepTab<K>(keys: readonly K[], current: K, step: number): K {
  const i = keys.indexOf(current);
  if (i < 0) return current;
  return keys[Math.min(keys.length - 1, Math.max(0, i + step))]!;
}
