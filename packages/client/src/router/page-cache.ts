/** A page kept in memory: its address key and what rendered it. */
export interface CachedPage<T> {
  key: string;
  /** Pages of another layout are dropped when the layout changes (a new frame is drawn). */
  layout: string;
  value: T;
}

/**
 * Spec P1 §3 `numberOfPageCache`: the pages kept after navigating away, so that going back to one
 * shows it as it was (scroll, loaded items, typed text). The current page is always kept, refreshed
 * with `current`; the least recently shown ones are dropped beyond `max` (at least 1: the current).
 * Returns the entries in least-recently-shown-first order.
 */
export function updatePageCache<T>(
  entries: ReadonlyArray<CachedPage<T>>,
  current: CachedPage<T>,
  max: number,
): Array<CachedPage<T>> {
  const kept = entries.filter((e) => e.key !== current.key && e.layout === current.layout);
  kept.push(current);
  return kept.slice(Math.max(0, kept.length - Math.max(1, Math.floor(max))));
}
