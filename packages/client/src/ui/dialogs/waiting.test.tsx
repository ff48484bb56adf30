import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { openInAct, setupUiTestHost } from '../../../test-support/ui-test-host.tsx';
import { waiting } from './waiting.tsx';

setupUiTestHost();
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test('the waiting dialog spins, shows a check for about a second on success, then closes', async () => {
  const job = deferred<number>();
  const result = openInAct(() => waiting(job.promise, 'Saving…'));
  expect(screen.getByRole('dialog', { name: 'Saving…' }).getAttribute('aria-busy')).toBe('true');
  expect(screen.queryByTestId('waiting-done')).toBeNull();

  await act(async () => job.resolve(42));
  expect(screen.getByTestId('waiting-done')).toBeTruthy();

  await act(async () => {
    vi.advanceTimersByTime(999);
  });
  expect(screen.getByTestId('waiting-done')).toBeTruthy();

  await act(async () => {
    vi.advanceTimersByTime(1);
  });
  await expect(result).resolves.toBe(42);
  await act(async () => {
    vi.runOnlyPendingTimers();
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('on failure the waiting dialog closes at once and the error is rethrown', async () => {
  const job = deferred<number>();
  const result = openInAct(() => waiting(job.promise));
  const caught = result.catch((e: unknown) => e);
  await act(async () => job.reject(new Error('boom')));
  expect(await caught).toEqual(new Error('boom'));
  await act(async () => {
    vi.runOnlyPendingTimers();
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the waiting dialog cannot be dismissed with Escape', async () => {
  const job = deferred<void>();
  openInAct(() => waiting(job.promise));
  const dialog = screen.getByRole('dialog');
  await act(async () => {
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  expect(screen.getByRole('dialog')).toBeTruthy();
});
