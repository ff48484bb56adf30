import { act, render } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { UiHost } from '../src/ui/host/UiHost.tsx';
import { clearLayers } from '../src/ui/host/layer-store.ts';
import { configureUi } from '../src/ui/host/ui-config.ts';
import { clearToasts } from '../src/ui/toast/toast-store.ts';

/** Test support: a fresh host per test, a desktop without animations unless a test says otherwise. */
export function setupUiTestHost(): void {
  beforeEach(() => {
    configureUi({ deviceKind: 'desktop', disableDrawer: false, animation: false, blur: true });
    render(<UiHost />);
  });
  afterEach(() => {
    act(() => {
      clearLayers();
      clearToasts();
    });
  });
}

/** Runs `open` inside act, so the host's update is applied before the test looks. */
export function openInAct<T>(open: () => T): T {
  let value: T | undefined;
  act(() => {
    value = open();
  });
  return value as T;
}

/** Lets pending zero-length timers (modal removal without animation) run inside act. */
export async function settle(ms = 5): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
