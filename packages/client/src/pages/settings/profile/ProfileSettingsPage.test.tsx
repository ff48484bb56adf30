import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { meQueryKey } from '../../../account/index.ts';
import { fakeAccountServer } from '../../../../test-support/fake-server.ts';
import { newTestQueryClient, renderSignedIn } from '../../../../test-support/settings-test-host.tsx';
import ProfileSettingsPage from './ProfileSettingsPage.tsx';

let server: ReturnType<typeof fakeAccountServer>;

beforeEach(() => {
  server = fakeAccountServer({
    id: 'u1',
    username: 'alice',
    name: 'Alice',
    description: 'hi',
    fields: [],
    avatarId: null,
    avatarUrl: 'https://x/default.png',
    bannerId: null,
    bannerUrl: null,
    isBot: false,
    isCat: false,
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(client: QueryClient) {
  renderSignedIn(<ProfileSettingsPage />, client);
}

test('saving sends the whole profile and puts the answer in the cached account', async () => {
  const client = newTestQueryClient();
  renderPage(client);
  fireEvent.change(await screen.findByLabelText('Display name'), { target: { value: 'Alice B.' } });
  fireEvent.change(screen.getByLabelText('About you'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('switch', { name: 'This account is a cat' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.updates).toHaveLength(1));
  expect(server.updates[0]).toMatchObject({
    i: 'tok',
    name: 'Alice B.',
    description: null,
    isCat: true,
    fields: [],
  });
  expect(server.updates[0]).not.toHaveProperty('avatarId');
  await waitFor(() =>
    expect(client.getQueryData<Record<string, unknown>>(meQueryKey('u1'))).toMatchObject({
      name: 'Alice B.',
      isCat: true,
    }),
  );
});

test('the counter shows how much of the 1500 characters is left', async () => {
  renderPage(new QueryClient());
  fireEvent.change(await screen.findByLabelText('About you'), { target: { value: 'x'.repeat(100) } });
  expect(screen.getByText('1400 characters left')).toBeTruthy();
});

// a refused save keeping the typed text is covered end to end in e2e/tests/settings-profile.test.ts

test('after saving, the form shows what the server kept', async () => {
  // a server that tidies the name it is sent
  server = fakeAccountServer(
    { id: 'u1', username: 'alice', name: 'Alice', fields: [], avatarId: null, bannerId: null },
    { 'i/update': (body) => server.update({ ...body, name: String(body.name).trim() }) },
  );
  renderPage(newTestQueryClient());
  const name = await screen.findByLabelText<HTMLInputElement>('Display name');
  fireEvent.change(name, { target: { value: '  Alice B.  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.updates).toHaveLength(1));
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Alice B.'));
});
