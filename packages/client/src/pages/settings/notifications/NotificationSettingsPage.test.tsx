import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeAccountServer } from '../../../../test-support/fake-server.ts';
import { renderWithSettings, TEST_ACCOUNT } from '../../../../test-support/settings-test-host.tsx';
import NotificationSettingsPage from './NotificationSettingsPage.tsx';

let server: ReturnType<typeof fakeAccountServer>;

beforeEach(() => {
  server = fakeAccountServer({
    id: TEST_ACCOUNT.id,
    username: 'alice',
    notificationRecieveConfig: { mention: { type: 'following' } },
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderWithSettings(<NotificationSettingsPage />, { signedIn: true });

test('the server-side choices are shown and a change is saved with i/update', async () => {
  renderPage();
  const mentions = (await screen.findByRole('combobox', { name: 'Mentions' })) as HTMLSelectElement;
  expect(mentions.value).toBe('following');
  fireEvent.change(screen.getByRole('combobox', { name: 'Reactions' }), { target: { value: 'never' } });
  await waitFor(() => expect(server.updates).toHaveLength(1));
  expect(server.updates[0]).toMatchObject({
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
    expect(server.updates[0]?.notificationRecieveConfig).toMatchObject({ login: { type: 'never' } }),
  );
});

test('the pop-up position is a device setting on the same page', async () => {
  renderPage();
  expect(await screen.findByRole('combobox', { name: 'Position' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Stacking' })).toBeTruthy();
});
