import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
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

  function renderView() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouteErrorView error={new Error('chunk failed')} />
      </QueryClientProvider>,
    );
  }

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
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ version: '2025.9.0' }), { status: 200 })),
    );
    renderView();
    expect(await screen.findByText(/newer version of the client/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
