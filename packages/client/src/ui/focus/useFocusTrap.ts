import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The elements Tab can reach inside `container`, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hidden && !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Focuses the element marked `data-autofocus`, else the first focusable one, else the container. */
export function focusFirst(container: HTMLElement): void {
  const target =
    container.querySelector<HTMLElement>('[data-autofocus]') ?? focusableElements(container)[0] ?? container;
  target.focus({ preventScroll: true });
}

/**
 * Keeps keyboard focus inside `ref` while `active`: focus moves in when it starts, Tab and Shift+Tab
 * cycle through the focusable elements, and focus returns to the previously focused element when it
 * stops (the modal starts closing) or the component unmounts. Layout effects: focus moves with the
 * render that opens or closes, before the next key press can land elsewhere.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active = true,
  /** Where the focus goes back to, when known from before the content mounted (it may autofocus). */
  returnTo?: HTMLElement | null,
): void {
  // what had the focus when the trap started; null once it has been given back
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) {
      // Given back here, not in the cleanup of the active trap: React runs an update's cleanups
      // among the commit's DOM changes and then puts the focus back where it was before them.
      giveBack(previous);
      return;
    }
    previous.current =
      returnTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!container.contains(document.activeElement)) focusFirst(container);

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = focusableElements(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      const outside = !container.contains(current);
      if (e.shiftKey && (current === first || outside || current === container)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (current === last || outside)) {
        e.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [ref, active, returnTo]);
  // unmounted while still trapping: the trap's content leaves the page with it, so React has no
  // focus of its own to put back
  useLayoutEffect(() => () => giveBack(previous), []);
}

function giveBack(previous: { current: HTMLElement | null }): void {
  const element = previous.current;
  previous.current = null;
  if (element?.isConnected) element.focus({ preventScroll: true });
}
