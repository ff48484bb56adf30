import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { MeProvider } from '../src/account/index.ts';
import { SettingsProvider, SettingsStore } from '../src/store/index.ts';
import { setupUiTestHost } from './ui-test-host.tsx';

/**
 * Test harness for the list and antenna pages: a signed-in account, settings, and a fetch that
 * answers from `handlers` and records `calls`. A test file calls `setupPageHarness()` once at its top
 * (test files share a worker's modules, so the hooks cannot be registered at import).
 */
const account = {
  id: 'me1',
  token: 'TOKEN',
  username: 'alice',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};
export let handlers: Record<string, (body: Record<string, unknown>) => unknown> = {};
export let calls: Array<{ endpoint: string; body: Record<string, unknown> }> = [];

export function setupPageHarness(): void {
  beforeEach(() => {
    calls = [];
    handlers = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const endpoint = url.replace(/^.*\/api\//, '');
        const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
        calls.push({ endpoint, body });
        const out = handlers[endpoint]?.(body);
        return new Response(out === undefined ? null : JSON.stringify(out), {
          status: out === undefined ? 204 : 200,
        });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  setupUiTestHost();
}

export function wrap(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = new SettingsStore({
    storage: localStorage,
    accountId: 'me1',
    env: { prefersReducedMotion: false, isMobile: false },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MeProvider account={account}>
        <SettingsProvider store={store} token={null}>
          {children}
        </SettingsProvider>
      </MeProvider>
    </QueryClientProvider>,
  );
}
export const params = (p: Record<string, string>) => ({ params: p, query: new URLSearchParams(), path: '/' });
