import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { AT_TOP_PX } from './sources.ts';

/**
 * Whether the reader has scrolled past the top of a list (its top edge more than AT_TOP_PX above the
 * top of the scroller: the window, or an inner box when `scrollRef` is given). Returns the current
 * value as state and a function reading it on demand (for stream handlers).
 *
 * The position is measured when the reader scrolls or the window is resized, once per frame, and
 * the stream handlers read what was measured last: measuring there, right after the previous
 * batch of notes changed the page, would make the browser lay out the whole page for each
 * timeline on every batch (the deck's cost under a busy stream).
 */
export function useScrolledDown(
  listRef: RefObject<HTMLElement | null>,
  scrollRef: RefObject<HTMLElement | null> | undefined,
  onBackAtTop: () => void,
): [boolean, () => boolean] {
  const measured = useRef(false);
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return false;
    const top = scrollRef?.current ? scrollRef.current.getBoundingClientRect().top : 0;
    return list.getBoundingClientRect().top - top < -AT_TOP_PX;
  }, [listRef, scrollRef]);
  const read = useCallback(() => measured.current, []);
  const [down, setDown] = useState(false);
  useEffect(() => {
    const target: HTMLElement | Window = scrollRef?.current ?? window;
    let frame = 0;
    const update = () => {
      frame = 0;
      const now = measure();
      measured.current = now;
      setDown(now);
      if (!now) onBackAtTop();
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    update();
    return () => {
      target.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [measure, scrollRef, onBackAtTop]);
  return [down, read];
}
