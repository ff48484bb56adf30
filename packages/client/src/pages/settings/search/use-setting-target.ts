import { useEffect } from 'react';
import { useLocation } from '@/router/index.ts';
import { motionAllowed } from '@/ui/index.ts';

/** How long a setting reached from the search stays highlighted. */
export const HIGHLIGHT_MS = 2_000;
/** How long to wait for the setting to be drawn (a lazy page, data it waits for). */
const FIND_FOR_MS = 3_000;
const HIGHLIGHT_CLASS = 'kumo-setting-highlight';

/** Scrolls the setting into view, moves focus to its control and highlights it for a moment. */
export function revealSetting(target: HTMLElement): () => void {
  const control = target.matches('input, select, textarea, button')
    ? target
    : target.querySelector<HTMLElement>('input, select, textarea, button');
  target.scrollIntoView({ block: 'center', behavior: motionAllowed() ? 'smooth' : 'auto' });
  if (control) control.focus({ preventScroll: true });
  else {
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }
  target.classList.add(HIGHLIGHT_CLASS);
  const timer = setTimeout(() => target.classList.remove(HIGHLIGHT_CLASS), HIGHLIGHT_MS);
  return () => {
    clearTimeout(timer);
    target.classList.remove(HIGHLIGHT_CLASS);
  };
}

/** On a settings page: the setting the address names (`#setting-…`, from the search) is revealed. */
export function useSettingTarget(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const until = Date.now() + FIND_FOR_MS;
    let frame = 0;
    let undo: (() => void) | null = null;
    const look = () => {
      const target = document.getElementById(id);
      if (target) undo = revealSetting(target);
      else if (Date.now() < until) frame = requestAnimationFrame(look);
    };
    look();
    return () => {
      cancelAnimationFrame(frame);
      undo?.();
    };
  }, [hash]);
}
