import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { openInAct, setupUiTestHost } from '../../../test-support/ui-test-host.tsx';
import { toast } from './toast-store.ts';

setupUiTestHost();
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('a toast shows as a status and disappears after 4 s', () => {
  openInAct(() => toast('Copied'));
  expect(screen.getByRole('status').textContent).toBe('Copied');
  act(() => {
    vi.advanceTimersByTime(3999);
  });
  expect(screen.queryByText('Copied')).toBeTruthy();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByText('Copied')).toBeNull();
});

test('several toasts stack and each leaves on its own time', () => {
  openInAct(() => toast('First'));
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  openInAct(() => toast('Second'));
  expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['First', 'Second']);
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Second']);
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  expect(screen.queryAllByRole('status')).toEqual([]);
});
