import type { ReactNode } from 'react';

/** Where the stars twinkle, as fractions of the box; fixed so the output does not change between renders. */
const STARS = [
  { left: '8%', top: '10%', delay: '0s' },
  { left: '85%', top: '5%', delay: '0.35s' },
  { left: '45%', top: '-15%', delay: '0.7s' },
  { left: '20%', top: '75%', delay: '1.05s' },
  { left: '70%', top: '80%', delay: '0.2s' },
  { left: '95%', top: '45%', delay: '0.9s' },
] as const;

/** `$[sparkle ...]`: the content with stars twinkling around it (animated mode only). */
export function MfmSparkle({ children }: { children: ReactNode }) {
  return (
    <span className="kumo-mfm-fn kumo-mfm-sparkle">
      {children}
      {STARS.map((star, i) => (
        <span
          key={i}
          className="kumo-mfm-sparkle-star"
          style={{ left: star.left, top: star.top, animationDelay: star.delay }}
          aria-hidden
        >
          ✦
        </span>
      ))}
    </span>
  );
}
