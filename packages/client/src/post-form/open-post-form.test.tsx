import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { MeProvider, meQueryKey } from '../account/index.ts';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { UiHost } from '../ui/index.ts';
import { clearLayers } from '../ui/host/layer-store.ts';
import { configureUi } from '../ui/host/ui-config.ts';
import { settle } from '../../test-support/ui-test-host.tsx';
import { resetDraftStoreForTests } from './draft-store.ts';
import { openPostForm } from './open-post-form.tsx';

const account = {
  id: 'me1',
  token: 'T',
  username: 'alice',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};

beforeEach(() => {
  localStorage.clear();
  resetDraftStoreForTests();
  configureUi({ deviceKind: 'desktop', animation: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/api/notes/create')
        ? new Response(JSON.stringify({ createdNote: { id: 'n1' } }), { status: 200 })
        : new Response('[]', { status: 200 }),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQueryKey('me1'), { id: 'me1', username: 'alice', host: null, avatarUrl: null });
  const store = new SettingsStore({
    storage: localStorage,
    accountId: 'me1',
    env: { prefersReducedMotion: false, isMobile: false },
  });
  // the UI host sits inside the providers, as in the app, so that the modal form can use them
  render(
    <QueryClientProvider client={queryClient}>
      <MeProvider account={account}>
        <SettingsProvider store={store} token={null}>
          <UiHost />
        </SettingsProvider>
      </MeProvider>
    </QueryClientProvider>,
  );
});
afterEach(async () => {
  clearLayers();
  await settle();
  vi.unstubAllGlobals();
});

test('openPostForm shows the form as a dialog; Escape closes it without posting', async () => {
  let result: boolean | undefined;
  void openPostForm().then((r) => (result = r));
  const dialog = await screen.findByRole('dialog', { name: 'New note' });
  const text = screen.getByRole('textbox', { name: 'What is happening?' });
  expect(dialog.contains(text)).toBe(true);
  await waitFor(() => expect(document.activeElement).toBe(text));
  fireEvent.keyDown(text, { key: 'Escape' });
  await waitFor(() => expect(result).toBe(false));
});

test('the modal closes after a successful post and resolves true', async () => {
  let result: boolean | undefined;
  void openPostForm({ initialText: 'from the modal' }).then((r) => (result = r));
  await screen.findByRole('dialog', { name: 'New note' });
  await settle(20);
  fireEvent.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(result).toBe(true));
});

test('the close button closes it', async () => {
  let result: boolean | undefined;
  void openPostForm().then((r) => (result = r));
  await screen.findByRole('dialog', { name: 'New note' });
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(result).toBe(false));
});
