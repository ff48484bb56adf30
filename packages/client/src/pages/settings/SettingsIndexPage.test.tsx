import { screen, waitFor } from '@testing-library/react';
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
  expect(await screen.findByRole('link', { name: 'Subscription' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'Points' })).toBeTruthy();
});
