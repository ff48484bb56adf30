import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { openInAct, setupUiTestHost } from '../../../test-support/ui-test-host.tsx';
import { openWindow } from './open-window.tsx';

setupUiTestHost();
afterEach(() => {
  vi.useRealTimers();
});

/** Opens a window and waits for it to be drawn (its frame's code loads with the first window). */
async function open(title = 'Emoji') {
  const handle = openInAct(() =>
    openWindow({ title, initialWidth: 300, initialHeight: 200, render: () => <p>{title} body</p> }),
  );
  await screen.findByRole('dialog', { name: title }, { timeout: 5_000 });
  return handle;
}
const win = (name = 'Emoji') => screen.getByRole('dialog', { name });
const titleOf = (name = 'Emoji') => screen.getByRole('heading', { name });

test('a window has labelled buttons and closes with its close button', async () => {
  const handle = await open();
  expect(win().getAttribute('aria-modal')).toBeNull();
  expect(screen.getByRole('button', { name: 'Minimize' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Maximize' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await handle.closed;
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('two clicks on the title within 300 ms maximise the window, and again restore it', async () => {
  await open();
  vi.useFakeTimers();
  fireEvent.click(titleOf());
  act(() => {
    vi.advanceTimersByTime(200);
  });
  fireEvent.click(titleOf());
  expect(win().getAttribute('data-mode')).toBe('maximized');
  expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
  fireEvent.click(titleOf());
  fireEvent.click(titleOf());
  expect(win().getAttribute('data-mode')).toBe('normal');
});

test('two clicks on the title 300 ms or more apart do not', async () => {
  await open();
  vi.useFakeTimers();
  fireEvent.click(titleOf());
  act(() => {
    vi.advanceTimersByTime(300);
  });
  fireEvent.click(titleOf());
  act(() => {
    vi.advanceTimersByTime(400);
  });
  fireEvent.click(titleOf());
  expect(win().getAttribute('data-mode')).toBe('normal');
});

test('minimising leaves only the 39 px title bar', async () => {
  await open();
  fireEvent.click(screen.getByRole('button', { name: 'Minimize' }));
  expect(win().getAttribute('data-mode')).toBe('minimized');
  expect(win().style.height).toBe('39px');
  expect(screen.getByText('Emoji body').closest('[hidden]')).toBeTruthy();
});

test('the focused window comes to the front', async () => {
  await open('First');
  await open('Second');
  const z = (name: string) => Number(win(name).style.zIndex);
  expect(z('Second')).toBeGreaterThan(z('First'));
  fireEvent.pointerDown(win('First'));
  expect(z('First')).toBeGreaterThan(z('Second'));
});
