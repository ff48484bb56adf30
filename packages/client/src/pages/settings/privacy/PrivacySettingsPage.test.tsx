import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { apiError, fakeAccountServer } from '../../../../test-support/fake-server.ts';
import { renderSignedIn } from '../../../../test-support/settings-test-host.tsx';
import PrivacySettingsPage from './PrivacySettingsPage.tsx';

let server: ReturnType<typeof fakeAccountServer>;
let failNext: boolean;
let endpoints: string[];

beforeEach(() => {
  failNext = false;
  endpoints = ['i', 'i/update'];
  server = fakeAccountServer(
    {
      id: 'u1',
      username: 'alice',
      isLocked: false,
      autoAcceptFollowed: true,
      publicReactions: true,
      followingVisibility: 'public',
      followersVisibility: 'public',
      hideOnlineStatus: false,
      noCrawle: false,
      preventAiLearning: true,
      isExplorable: true,
      chatScope: 'everyone',
    },
    {
      endpoints: () => endpoints,
      'i/update': (body) => {
        if (!failNext) return server.update(body);
        failNext = false;
        server.updates.push(body);
        return apiError(429, 'RATE_LIMIT_EXCEEDED', 'Rate limit exceeded.');
      },
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  renderSignedIn(<PrivacySettingsPage />);
}

test('locking the account saves it and offers auto-accept, which is hidden while unlocked', async () => {
  renderPage();
  const locked = (await screen.findByRole('switch', { name: /Approve new followers/ })) as HTMLInputElement;
  expect(screen.queryByRole('switch', { name: /Accept requests from people I follow/ })).toBeNull();
  fireEvent.click(locked);
  await waitFor(() => expect(server.updates).toEqual([{ i: 'tok', isLocked: true }]));
  expect(await screen.findByRole('switch', { name: /Accept requests from people I follow/ })).toBeTruthy();
  expect(locked.checked).toBe(true);
});

test('a visibility choice is sent as it is picked', async () => {
  renderPage();
  const select = await screen.findByRole('combobox', { name: 'Who can see my followers' });
  fireEvent.change(select, { target: { value: 'followers' } });
  await waitFor(() => expect(server.updates).toEqual([{ i: 'tok', followersVisibility: 'followers' }]));
  await waitFor(() => expect((select as HTMLSelectElement).value).toBe('followers'));
});

test('a refused change puts the switch back to what the server has', async () => {
  renderPage();
  const hide = (await screen.findByRole('switch', { name: /Hide when I am online/ })) as HTMLInputElement;
  failNext = true;
  fireEvent.click(hide);
  await waitFor(() => expect(server.updates).toHaveLength(1));
  await waitFor(() => expect(hide.checked).toBe(false));
});

test('on a server with chat, who may chat with me is chosen here and saved with i/update', async () => {
  endpoints = ['i', 'i/update', 'chat/history'];
  renderPage();
  const select = await screen.findByRole('combobox', { name: 'Who can chat with me' });
  expect((select as HTMLSelectElement).value).toBe('everyone');
  fireEvent.change(select, { target: { value: 'mutual' } });
  await waitFor(() => expect(server.updates).toEqual([{ i: 'tok', chatScope: 'mutual' }]));
});

test('a server without chat has no chat choice', async () => {
  renderPage();
  await screen.findByRole('combobox', { name: 'Who can see my followers' });
  expect(screen.queryByRole('combobox', { name: 'Who can chat with me' })).toBeNull();
});
