/** Spec P2 §2: while the media viewer is open the address carries this fragment. */
export const VIEWER_FRAGMENT = '#pswp';

/** The current address with the viewer's fragment in place of any other. */
export function withViewerFragment(href: string): string {
  const hashAt = href.indexOf('#');
  return (hashAt === -1 ? href : href.slice(0, hashAt)) + VIEWER_FRAGMENT;
}

const STATE_KEY = 'kumoMediaViewer';

/** Whether a history entry's state is the one a given viewer pushed. */
export function isViewerEntry(state: unknown, token: string): boolean {
  return (
    typeof state === 'object' && state !== null && (state as Record<string, unknown>)[STATE_KEY] === token
  );
}

/** The parts of `window` the viewer's history entry needs (a fake in tests). */
export interface HistoryWindow {
  history: Pick<History, 'pushState' | 'back' | 'state'>;
  location: Pick<Location, 'href'>;
  addEventListener(type: 'popstate', listener: () => void): void;
  removeEventListener(type: 'popstate', listener: () => void): void;
}

export interface ViewerHistory {
  /** The viewer was closed from its own UI (button, Escape, gesture): drop the entry it pushed. */
  closedByUi(): void;
}

let tokens = 0;

/**
 * Spec P2 §2: opening the viewer pushes a history entry whose address carries `#pswp`; going back
 * (browser button, gesture) calls `onBack`, which closes the viewer; closing the viewer any other
 * way goes back over the entry it pushed, so the address loses the fragment again.
 */
export function trackViewerHistory(win: HistoryWindow, onBack: () => void): ViewerHistory {
  const token = `${Date.now().toString(36)}-${++tokens}`;
  const base = win.history.state as unknown;
  const state =
    typeof base === 'object' && base !== null ? { ...base, [STATE_KEY]: token } : { [STATE_KEY]: token };
  win.history.pushState(state, '', withViewerFragment(win.location.href));
  let active = true;
  const onPopState = () => {
    if (!active || isViewerEntry(win.history.state, token)) return;
    active = false;
    win.removeEventListener('popstate', onPopState);
    onBack();
  };
  win.addEventListener('popstate', onPopState);
  return {
    closedByUi() {
      if (!active) return;
      active = false;
      win.removeEventListener('popstate', onPopState);
      if (isViewerEntry(win.history.state, token)) win.history.back();
    },
  };
}
