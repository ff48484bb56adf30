import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PageLoadError } from './lazy-page.ts';
import { loadErrorCause, RouteErrorView } from './RouteErrorView.tsx';

describe('route error view (spec P1 §8)', () => {
  test('the cause follows the meta call: failed, another version, or the same version', () => {
    expect(loadErrorCause(null, '2025.4.0')).toBe('serverDown');
    expect(loadErrorCause('2025.5.0', '2025.4.0')).toBe('newVersion');
    expect(loadErrorCause('2025.4.0', '2025.4.0')).toBe('other');
    expect(loadErrorCause('2025.4.0', null)).toBe('other');
  });

  test('a server that ships the client is compared with the client itself', () => {
    expect(loadErrorCause('2025.4.0+kumo.0.2.0', '2025.4.0+kumo.0.2.0', '0.1.0')).toBe('newVersion');
    expect(loadErrorCause('2025.4.0+kumo.0.1.0', null, '0.1.0')).toBe('other');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const chunkFailed = () => new PageLoadError(new Error('chunk failed'));

  function renderView(
    error: unknown = chunkFailed(),
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  ) {
    return render(
      <QueryClientProvider client={client}>
        <RouteErrorView error={error} />
      </QueryClientProvider>,
    );
  }

  const serverAt = (version: string, extra: Record<string, unknown> = {}) =>
    vi.fn(async () => new Response(JSON.stringify({ version, ...extra }), { status: 200 }));

  test('a server that has gone down since an earlier look is said to be down, not cached', async () => {
    localStorage.setItem('version', '2025.4.0');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal('fetch', serverAt('2025.4.0'));
    const first = renderView(chunkFailed(), client);
    expect(await screen.findByText(/Clear the cache/)).toBeTruthy();
    first.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderView(chunkFailed(), client);
    expect(await screen.findByText(/server is not responding/)).toBeTruthy();
    expect(screen.queryByText(/Clear the cache/)).toBeNull();
  });

  test('a page that failed while drawing is called a problem of the page, not of the network', async () => {
    localStorage.setItem('version', '2025.4.0');
    vi.stubGlobal('fetch', serverAt('2025.4.0'));
    renderView(new TypeError("Cannot read properties of undefined (reading 'user')"));
    expect(await screen.findByText(/went wrong while showing it/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This page ran into a problem.' })).toBeTruthy();
    expect(screen.queryByText(/Clear the cache/)).toBeNull();
    expect(screen.getByText(/reading 'user'/)).toBeTruthy();
  });

  test("the server's error picture is shown when it sets one, Kumo's own otherwise", async () => {
    vi.stubGlobal('fetch', serverAt('2025.4.0', { serverErrorImageUrl: 'https://img.example/oops.png' }));
    const { container, unmount } = renderView();
    await waitFor(() =>
      expect(container.querySelector('img')?.getAttribute('src')).toBe('https://img.example/oops.png'),
    );
    unmount();
    vi.stubGlobal('fetch', serverAt('2025.4.0'));
    const own = renderView();
    await screen.findByText(/Clear the cache/);
    expect(own.container.querySelector('img')).toBeNull();
    expect(own.container.querySelector('svg[data-result="error"]')).not.toBeNull();
  });

  test('when the server does not answer, the view says it is down and shows the raw error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderView();
    expect(await screen.findByText(/server is not responding/)).toBeTruthy();
    expect(screen.getByText(/ERROR: Error: chunk failed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Troubleshooting' })).toBeTruthy();
  });

  test('when the server runs a newer version, the view offers a reload', async () => {
    localStorage.setItem('version', '2025.1.0');
    vi.stubGlobal('fetch', serverAt('2025.9.0'));
    renderView();
    expect(await screen.findByText(/newer version of the client/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
