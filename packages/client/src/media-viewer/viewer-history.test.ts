import { expect, test, vi } from 'vitest';
import {
  isViewerEntry,
  trackViewerHistory,
  withViewerFragment,
  type HistoryWindow,
} from './viewer-history.ts';

test('the viewer address is the page address with #pswp in place of any fragment', () => {
  expect(withViewerFragment('https://kumo.test/notes/1')).toBe('https://kumo.test/notes/1#pswp');
  expect(withViewerFragment('https://kumo.test/a?b=1#top')).toBe('https://kumo.test/a?b=1#pswp');
});

/** A browser history with entries, back, and popstate, as far as the viewer uses it. */
function fakeWindow(href: string) {
  const entries: Array<{ state: unknown; href: string }> = [{ state: { page: 1 }, href }];
  let index = 0;
  const listeners = new Set<() => void>();
  const win: HistoryWindow & { entries: typeof entries; userGoesBack(): void } = {
    entries,
    history: {
      get state() {
        return entries[index]!.state;
      },
      pushState(state: unknown, _title: string, url?: string | URL | null) {
        entries.splice(index + 1);
        entries.push({ state, href: String(url) });
        index++;
      },
      back() {
        this.userGoesBack?.();
      },
    } as HistoryWindow['history'] & { userGoesBack?: () => void },
    location: {
      get href() {
        return entries[index]!.href;
      },
    },
    addEventListener: (_type, l) => listeners.add(l),
    removeEventListener: (_type, l) => listeners.delete(l),
    userGoesBack() {
      index--;
      for (const l of [...listeners]) l();
    },
  };
  (win.history as { userGoesBack?: () => void }).userGoesBack = () => win.userGoesBack();
  return { win, listeners, current: () => entries[index]! };
}

test('opening pushes an entry with the fragment, keeping the page’s own state', () => {
  const { win, current } = fakeWindow('https://kumo.test/notes/1');
  trackViewerHistory(win, () => {});
  expect(current().href).toBe('https://kumo.test/notes/1#pswp');
  expect((current().state as { page: number }).page).toBe(1);
});

test('the back button closes the viewer and leaves the address without the fragment', () => {
  const { win, listeners, current } = fakeWindow('https://kumo.test/notes/1');
  const onBack = vi.fn();
  const history = trackViewerHistory(win, onBack);
  win.userGoesBack();
  expect(onBack).toHaveBeenCalledTimes(1);
  expect(current().href).toBe('https://kumo.test/notes/1');
  expect(listeners.size).toBe(0);
  // the viewer then reports its close: nothing more must happen to the history
  const back = vi.spyOn(win.history, 'back');
  history.closedByUi();
  expect(back).not.toHaveBeenCalled();
});

test('closing from the viewer goes back over its entry, once', () => {
  const { win, current } = fakeWindow('https://kumo.test/notes/1');
  const onBack = vi.fn();
  const history = trackViewerHistory(win, onBack);
  const back = vi.spyOn(win.history, 'back');
  history.closedByUi();
  history.closedByUi();
  expect(back).toHaveBeenCalledTimes(1);
  expect(current().href).toBe('https://kumo.test/notes/1');
  expect(onBack).not.toHaveBeenCalled();
});

test('closing after the page moved on elsewhere does not go back', () => {
  const { win } = fakeWindow('https://kumo.test/notes/1');
  const history = trackViewerHistory(win, () => {});
  win.history.pushState(null, '', 'https://kumo.test/other');
  const back = vi.spyOn(win.history, 'back');
  history.closedByUi();
  expect(back).not.toHaveBeenCalled();
});

test('an entry belongs to the viewer that pushed it only', () => {
  expect(isViewerEntry({ kumoMediaViewer: 'a' }, 'a')).toBe(true);
  expect(isViewerEntry({ kumoMediaViewer: 'a' }, 'b')).toBe(false);
  expect(isViewerEntry(null, 'a')).toBe(false);
});
