import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { MeProvider } from '../../../account/index.ts';
import { SettingsProvider, SettingsStore } from '../../../store/index.ts';
import NotificationSettingsPage from './NotificationSettingsPage.tsx';

const account = {
  id: 'u-alice',
  token: 'tok',
  username: 'alice',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};
const env = { prefersReducedMotion: false, isMobile: false };
let updates: Array<Record<string, unknown>>;
let config: Record<string, unknown>;

beforeEach(() => {
  updates = [];
  config = { mention: { type: 'following' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (url.endsWith('/api/i/update')) {
        updates.push(body);
        config = body.notificationRecieveConfig as Record<string, unknown>;
      }
      return new Response(
        JSON.stringify({ id: account.id, username: 'alice', notificationRecieveConfig: config }),
        {
          status: 200,
        },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const store = new SettingsStore({ storage: localStorage, accountId: null, env });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MeProvider account={account}>
        <SettingsProvider store={store} token={null}>
          <NotificationSettingsPage />
        </SettingsProvider>
      </MeProvider>
    </QueryClientProvider>,
  );
}

test('the server-side choices are shown and a change is saved with i/update', async () => {
  renderPage();
  const mentions = (await screen.findByRole('combobox', { name: 'Mentions' })) as HTMLSelectElement;
  expect(mentions.value).toBe('following');
  fireEvent.change(screen.getByRole('combobox', { name: 'Reactions' }), { target: { value: 'never' } });
  await waitFor(() => expect(updates).toHaveLength(1));
  expect(updates[0]).toMatchObject({
    i: 'tok',
    notificationRecieveConfig: { mention: { type: 'following' }, reaction: { type: 'never' } },
  });
});

test('types without a user behind them are switched on or off', async () => {
  renderPage();
  const logins = await screen.findByRole('switch', { name: 'Sign-ins' });
  expect((logins as HTMLInputElement).checked).toBe(true);
  fireEvent.click(logins);
  await waitFor(() =>
    expect(updates[0]?.notificationRecieveConfig).toMatchObject({ login: { type: 'never' } }),
  );
});

test('the pop-up position is a device setting on the same page', async () => {
  renderPage();
  expect(await screen.findByRole('combobox', { name: 'Position' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Stacking' })).toBeTruthy();
});
