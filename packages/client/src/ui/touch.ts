/**
 * Spec P1 §9 touch defaults: a touch that moves less than the tap tolerance is a tap (or a hold);
 * a swipe travels at least the swipe tolerance; a touch held for the hold time is a hold, and one
 * released after the long-tap time is a long tap, not a tap; a touch drag follows the finger at most
 * once per drag frequency.
 */
export const TAP_TOLERANCE_PX = 10;
export const SWIPE_TOLERANCE_PX = 30;
export const TOUCH_HOLD_MS = 400;
export const LONG_TAP_MS = 400;

/** Whether a touch that went from `a` to `b` stayed within the tap tolerance (a tap or a hold). */
export function withinTapTolerance(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  return Math.hypot(b.x - a.x, b.y - a.y) < TAP_TOLERANCE_PX;
}

/** Spec P1 §9: a touch drag is followed at most this often. */
export const DRAG_FREQUENCY_MS = 100;

/**
 * Spec P1 §9: follows a drag at most once per `intervalMs`: the first move is applied at once, later
 * ones no sooner than the interval after the last applied (the newest wins), and `end()` applies a
 * position still waiting, so the drag always ends where the finger was let go.
 */
export function createDragThrottle<T>(apply: (value: T) => void, intervalMs = DRAG_FREQUENCY_MS) {
  let last = Number.NEGATIVE_INFINITY;
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    last = Date.now();
    apply(value);
  };
  return {
    move(value: T) {
      waiting = { value };
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) run();
      else timer ??= setTimeout(run, wait);
    },
    end() {
      if (timer) clearTimeout(timer);
      run();
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
