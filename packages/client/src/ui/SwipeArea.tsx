import { useRef, type ReactNode, type TouchEvent } from 'react';
import { swipeStep, type TouchPoint } from './swipe.ts';

const pointOf = (e: TouchEvent, list: 'touches' | 'changedTouches'): TouchPoint | null => {
  const touch = e[list][0];
  return touch ? { x: touch.clientX, y: touch.clientY, t: e.timeStamp } : null;
};

/**
 * A page's content that a sideways swipe moves through its tabs (phones; the `disableSwipe` setting
 * turns it off). Multi-finger touches (pinch) are ignored.
 */
export function SwipeArea({
  enabled,
  onStep,
  children,
}: {
  enabled: boolean;
  onStep: (step: 1 | -1) => void;
  children: ReactNode;
}) {
  const start = useRef<TouchPoint | null>(null);
  if (!enabled) return <>{children}</>;
  return (
    <div
      className="kumo-swipe-area"
      onTouchStart={(e) => {
        start.current = e.touches.length === 1 ? pointOf(e, 'touches') : null;
      }}
      onTouchEnd={(e) => {
        const from = start.current;
        const to = pointOf(e, 'changedTouches');
        start.current = null;
        if (!from || !to) return;
        const step = swipeStep(from, to);
        if (step !== 0) onStep(step);
      }}
    >
      {children}
    </div>
  );
}
