/**
 * Spec P1 §9 touch defaults: a touch that moves less than the tap tolerance is a tap (or a hold);
 * a swipe travels at least the swipe tolerance; a touch held for the hold time is a hold, and one
 * released after the long-tap time is a long tap, not a tap. (The spec's drag frequency, 100 ms,
 * waits for a touch drag to follow: Kumo has none yet.)
 */
export const TAP_TOLERANCE_PX = 10;
export const SWIPE_TOLERANCE_PX = 30;
export const TOUCH_HOLD_MS = 400;
export const LONG_TAP_MS = 400;

/** Whether a touch that went from `a` to `b` stayed within the tap tolerance (a tap or a hold). */
export function withinTapTolerance(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  return Math.hypot(b.x - a.x, b.y - a.y) < TAP_TOLERANCE_PX;
}
