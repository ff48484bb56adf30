import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderSignedIn } from '../../../test-support/settings-test-host.tsx';
import SettingsIndexPage from './SettingsIndexPage.tsx';

function serverWith(endpoints: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.endsWith('/api/endpoints') ? endpoints : { id: 'u1', username: 'alice' };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

test('subscription and points are listed only when the server has their endpoints', async () => {
  serverWith(['i', 'notes/create']);
  const { unmount } = renderSignedIn(<SettingsIndexPage />);
  await screen.findByRole('link', { name: 'Profile' });
  await waitFor(() =>
    expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).endsWith('/endpoints'))).toBe(true),
  );
  expect(screen.queryByRole('link', { name: 'Subscription' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Points' })).toBeNull();
  unmount();

  serverWith(['i', 'subscription-plans/list', 'points/history']);
  renderSignedIn(<SettingsIndexPage />);
  // the server's endpoint list is asked for again by the new session: on a busy machine that takes seconds
  expect(await screen.findByRole('link', { name: 'Subscription' }, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Points' })).toBeTruthy();
});

test('the index is grouped under headings, each group a list of its pages', async () => {
  serverWith(['i']);
  renderSignedIn(<SettingsIndexPage />);
  const client = await screen.findByRole('navigation', { name: 'Client' });
  expect(within(client).getByRole('heading', { level: 2, name: 'Client' })).toBeTruthy();
  expect(within(client).getByRole('link', { name: 'General' })).toBeTruthy();
  const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(names).toEqual(['Basics', 'Client', 'Account', 'Server features', 'Other']);
});

test('typing part of a setting’s label lists it, leading to its place on its page', async () => {
  serverWith(['i']);
  renderSignedIn(<SettingsIndexPage />);
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search settings' }), {
    target: { value: 'FONT si' },
  });
  const link = screen.getByRole('link', { name: /Font size \(px\)/ });
  expect(link.getAttribute('href')).toBe('/secure/settings/general#setting-fontSize');
  expect(screen.getByRole('status').textContent).toBe('Matching settings: 1');
  expect(screen.queryByRole('navigation', { name: 'Client' })).toBeNull();

  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
  expect(screen.getByRole('status').textContent).toBe('No setting matches “zzz”.');
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
  expect(screen.getByRole('navigation', { name: 'Client' })).toBeTruthy();
});
