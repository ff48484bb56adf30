import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** Misskey's condensed line never squeezes text narrower than this share of its width. */
export const MIN_CONDENSED_SCALE = 0.5;

/** How much a line of `natural` width must be narrowed to fit `available` (1: it fits). */
export function condensedScale(available: number, natural: number, min = MIN_CONDENSED_SCALE): number {
  if (!(available > 0) || !(natural > available)) return 1;
  return Math.max(min, available / natural);
}

/**
 * The enableCondensedLineForAcct setting: a name and acct too long for the header are narrowed to
 * fit rather than cut off with an ellipsis.
 */
export function CondensedLine({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLSpanElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    const fit = () => {
      const scale = condensedScale(o.clientWidth, i.scrollWidth);
      i.style.transform = scale < 1 ? `scaleX(${scale})` : '';
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(o);
    observer.observe(i);
    return () => observer.disconnect();
  }, []);
  return (
    <span ref={outer} className="kumo-condensed-line">
      <span ref={inner} className="kumo-condensed-line-inner">
        {children}
      </span>
    </span>
  );
}
