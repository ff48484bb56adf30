/** Test support: renders a page signed in as a test account, with a fresh query cache. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MeProvider } from '../src/account/index.ts';
import { ApiProvider } from '../src/api/index.ts';
import { SettingsProvider, SettingsStore } from '../src/store/index.ts';

/** The signed-in account of the settings page tests (what `i` answers is up to each test's fetch stub). */
export const TEST_ACCOUNT = {
  id: 'u1',
  token: 'tok',
  username: 'alice',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};

export function newTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

export function renderSignedIn(ui: ReactNode, client: QueryClient = newTestQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MeProvider account={TEST_ACCOUNT}>{ui}</MeProvider>
    </QueryClientProvider>,
  );
}

/** Renders a component that calls the API as the test account, without loading `i` first. */
export function renderWithApi(ui: ReactNode, client: QueryClient = newTestQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <ApiProvider token={TEST_ACCOUNT.token}>{ui}</ApiProvider>
    </QueryClientProvider>,
  );
}

/** The device the settings store of a test believes it runs on. */
export const TEST_ENV = { prefersReducedMotion: false, isMobile: false };

export function newSettingsStore(): SettingsStore {
  return new SettingsStore({ storage: localStorage, accountId: null, env: TEST_ENV });
}

/** Renders with a settings store (returned, for the test to read) and, when `signedIn`, as the test account. */
export function renderWithSettings(
  ui: ReactNode,
  { signedIn = false, store = newSettingsStore() }: { signedIn?: boolean; store?: SettingsStore } = {},
): SettingsStore {
  const inner = (
    <SettingsProvider store={store} token={null}>
      {ui}
    </SettingsProvider>
  );
  render(
    <QueryClientProvider client={newTestQueryClient()}>
      {signedIn ? <MeProvider account={TEST_ACCOUNT}>{inner}</MeProvider> : inner}
    </QueryClientProvider>,
  );
  return store;
}
