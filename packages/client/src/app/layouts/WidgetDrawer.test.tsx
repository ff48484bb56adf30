import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { MeProvider } from '@/account/index.ts';
import { SettingsProvider, SettingsStore } from '@/store/index.ts';
import { UiHost } from '@/ui/host/UiHost.tsx';
import { clearLayers } from '@/ui/host/layer-store.ts';
import { configureUi } from '@/ui/host/ui-config.ts';
import { fakeAccountServer } from '../../../test-support/fake-server.ts';
import { newTestQueryClient, TEST_ACCOUNT, TEST_ENV } from '../../../test-support/settings-test-host.tsx';
import { settle } from '../../../test-support/ui-test-host.tsx';
import { openWidgetDrawer } from './WidgetDrawer.tsx';

const clock = { name: 'clock', id: 'w1', place: 'right', data: {} };
let store: SettingsStore;

// the drawer loads the widgets' code on first use: loaded once here, not within a test's wait
beforeAll(async () => {
  await import('@/widgets/index.ts');
}, 30_000);
beforeEach(() => {
  configureUi({ deviceKind: 'desktop', disableDrawer: false, animation: false, blur: true });
  localStorage.clear();
  fakeAccountServer({ id: 'u1', username: 'alice' }, { meta: () => ({ ads: [] }) });
  store = new SettingsStore({ storage: localStorage, accountId: 'u1', env: TEST_ENV });
});
afterEach(() => {
  act(() => clearLayers());
  vi.unstubAllGlobals();
});

function renderFrame() {
  render(
    <QueryClientProvider client={newTestQueryClient()}>
      <MeProvider account={TEST_ACCOUNT}>
        <SettingsProvider store={store} token={null}>
          <button type="button" onClick={() => void openWidgetDrawer()}>
            Widgets
          </button>
          <UiHost />
        </SettingsProvider>
      </MeProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'Widgets' });
}

test('the widgets button opens a modal drawer with the stored widgets; Escape closes it and the focus goes back', async () => {
  act(() => store.applyRegistry({ widgets: [clock] }));
  const opener = renderFrame();
  opener.focus();
  fireEvent.click(opener);
  const drawer = await screen.findByRole('dialog', { name: 'Widgets' });
  expect(drawer.getAttribute('aria-modal')).toBe('true');
  expect(await screen.findByRole('region', { name: 'Clock' })).toBeTruthy();
  expect(drawer.contains(document.activeElement)).toBe(true);
  fireEvent.keyDown(drawer, { key: 'Escape' });
  await settle();
  expect(screen.queryByRole('dialog', { name: 'Widgets' })).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('a click on the scrim closes the drawer', async () => {
  act(() => store.applyRegistry({ widgets: [clock] }));
  fireEvent.click(renderFrame());
  await screen.findByRole('dialog', { name: 'Widgets' });
  fireEvent.click(document.querySelector('.kumo-modal-backdrop')!);
  await settle();
  expect(screen.queryByRole('dialog', { name: 'Widgets' })).toBeNull();
});

test('the close button closes the drawer and Tab stays inside it', async () => {
  act(() => store.applyRegistry({ widgets: [] }));
  fireEvent.click(renderFrame());
  const drawer = await screen.findByRole('dialog', { name: 'Widgets' });
  const close = screen.getByRole('button', { name: 'Close' });
  const edit = screen.getByRole('button', { name: 'Edit widgets' });
  edit.focus();
  fireEvent.keyDown(edit, { key: 'Tab' });
  expect(drawer.contains(document.activeElement)).toBe(true);
  fireEvent.click(close);
  await settle();
  expect(screen.queryByRole('dialog', { name: 'Widgets' })).toBeNull();
});

test('a widget added in the drawer is stored in the same widgets setting', async () => {
  act(() => store.applyRegistry({ widgets: [clock] }));
  fireEvent.click(renderFrame());
  await screen.findByRole('region', { name: 'Clock' });
  fireEvent.click(screen.getByRole('button', { name: 'Edit widgets' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Add a widget' }), { target: { value: 'memo' } });
  await waitFor(() => expect(store.get('widgets').map((w) => w.name)).toEqual(['memo', 'clock']));
  expect(screen.getByRole('region', { name: 'Sticky note' })).toBeTruthy();
});

test('an account that never stored widgets sees the default set in the drawer', async () => {
  act(() => store.applyRegistry({}));
  fireEvent.click(renderFrame());
  expect(await screen.findByRole('region', { name: 'Calendar' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Trending' })).toBeTruthy();
  expect(store.stored('widgets')).toBeUndefined();
});
