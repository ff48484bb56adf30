import { useLayoutEffect, useRef } from 'react';

/** Spec P1 §9: how long after a resize the sticky header's height is measured again. */
export const STICKY_RESIZE_DELAY_MS = 100;

/** The CSS variable a sticky header leaves on its container: how far below the top sticky content starts. */
export const STICKY_TOP_VAR = '--kumo-sticky-top';

/**
 * Spec P1 §2, §9 (Misskey's sticky container): tells `onHeight` the header's height now, and again
 * 100 ms after each resize (a header whose tabs wrap, a window made narrower), so that what sticks
 * below it (a profile's tabs, the "new notes" button) never hides under it.
 */
export function followStickyHeight(header: HTMLElement, onHeight: (height: number) => void): () => void {
  onHeight(header.offsetHeight);
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const observer = new ResizeObserver(() => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      onHeight(header.offsetHeight);
    }, STICKY_RESIZE_DELAY_MS);
    timers.add(timer);
  });
  observer.observe(header);
  return () => {
    observer.disconnect();
    for (const timer of timers) clearTimeout(timer);
  };
}

/** A sticky header's ref: its container (the page's frame, window or column) carries its height. */
export function useStickyHeader<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    const container = header?.parentElement;
    if (!header || !container) return;
    const stop = followStickyHeight(header, (height) =>
      container.style.setProperty(STICKY_TOP_VAR, `${height}px`),
    );
    return () => {
      stop();
      container.style.removeProperty(STICKY_TOP_VAR);
    };
  }, []);
  return ref;
}
