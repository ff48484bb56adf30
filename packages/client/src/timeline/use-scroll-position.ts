import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { AT_TOP_PX } from './sources.ts';

/**
 * Whether the reader has scrolled past the top of a list: its top edge more than AT_TOP_PX above
 * the top of the scroller (the window, or an inner box when `scrollRef` is given). Returns a ref callback
 * for a marker element at the list's top (the list lays it out, `kumo-timeline-top`) and a function
 * reading the answer on demand (for stream handlers); `onBackAtTop` runs when the reader is back.
 *
 * An IntersectionObserver watches the marker, so the browser answers after its own layout: reading
 * positions on every scrolled frame (as this did before) made it lay the page out once more each
 * frame, the largest part of scrolling's script time.
 */
export function useScrolledDown(
  scrollRef: RefObject<HTMLElement | null> | undefined,
  onBackAtTop: () => void,
): [(marker: HTMLDivElement | null) => void, () => boolean] {
  // the marker comes and goes with the list (not drawn while the first page loads)
  const [marker, setMarker] = useState<HTMLDivElement | null>(null);
  const down = useRef(false);
  const read = useCallback(() => down.current, []);
  useEffect(() => {
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        // out of the scroller widened upwards by AT_TOP_PX, and above it (not hidden: no root box)
        const now =
          !entry.isIntersecting &&
          entry.rootBounds !== null &&
          entry.boundingClientRect.bottom <= entry.rootBounds.top;
        down.current = now;
        if (!now) onBackAtTop();
      },
      { root: scrollRef?.current ?? null, rootMargin: `${AT_TOP_PX}px 0px 0px 0px` },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [marker, scrollRef, onBackAtTop]);
  return [setMarker, read];
}
