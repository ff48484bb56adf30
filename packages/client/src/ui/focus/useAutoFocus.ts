import { useLayoutEffect, type RefObject } from 'react';

/**
 * Focuses the element once it is in the page, when `enabled` (React's `autoFocus`, which Preact leaves
 * to the browser's `autofocus` attribute: ignored for an element added after the page has loaded).
 */
export function useAutoFocus(ref: RefObject<HTMLElement | null>, enabled: boolean | undefined): void {
  useLayoutEffect(() => {
    if (enabled) ref.current?.focus();
    // only as it first appears, as autofocus does
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
