import { createContext, useContext, type RefObject } from 'react';

/**
 * The box a page scrolls in when it is not the window (a deck column, a page window): long lists
 * below it virtualise against that box rather than the window.
 */
export const ScrollRootContext = createContext<RefObject<HTMLElement | null> | null>(null);

/** The scrolling box a list should measure against: its own when given, else the nearest root. */
export function useScrollRoot(
  own?: RefObject<HTMLElement | null>,
): RefObject<HTMLElement | null> | undefined {
  const root = useContext(ScrollRootContext);
  return own ?? root ?? undefined;
}
