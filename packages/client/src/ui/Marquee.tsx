import type { ReactNode } from 'react';
import './marquee.css';

/**
 * A line of items moving sideways without end (tickers, status bars): one pass takes `seconds`;
 * hovering or focusing it stops it, and with reduced motion it stands still and scrolls by hand.
 */
export function Marquee({
  children,
  seconds,
  reverse = false,
  label,
}: {
  children: ReactNode;
  seconds: number;
  reverse?: boolean;
  label: string;
}) {
  return (
    <div className="kumo-marquee" role="region" aria-label={label}>
      <div
        className="kumo-marquee-track"
        data-reverse={reverse || undefined}
        style={{ animationDuration: `${Math.max(1, seconds)}s` }}
      >
        <div className="kumo-marquee-copy">{children}</div>
        {/* the second copy follows the first so the line has no gap; it is there for the eye only */}
        <div className="kumo-marquee-copy" aria-hidden inert>
          {children}
        </div>
      </div>
    </div>
  );
}
