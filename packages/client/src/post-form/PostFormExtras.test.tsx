import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { MeProvider, meQueryKey } from '../account/index.ts';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { setupUiTestHost, settle } from '../../test-support/ui-test-host.tsx';
import { resetDraftStoreForTests } from './draft-store.ts';
import { PostForm } from './PostForm.tsx';
import type { PostFormOptions } from './post-form-options.ts';

const account = { id: 'me1', token: 'TOKEN', username: 'alice', isAdmin: false, isModerator: false };
const me = { id: 'me1', username: 'alice', host: null, name: 'Alice', avatarUrl: null, policies: {} };

let calls: Array<{ endpoint: string; body: Record<string, unknown> }> = [];

function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const endpoint = url.replace(/^.*\/api\//, '').split('?')[0]!;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ endpoint, body });
      const answer = endpoint === 'notes/create' ? { createdNote: { id: 'n1' } } : [];
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
}

function renderForm(
  options: PostFormOptions = {},
  policies: Record<string, unknown> = {},
  prepare?: (store: SettingsStore) => void,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQueryKey('me1'), { ...me, policies });
  queryClient.setQueryData(['meta'], { maxNoteTextLength: 3000, version: '2025.1.0' });
  const store = new SettingsStore({
    storage: localStorage,
    accountId: 'me1',
    env: { prefersReducedMotion: false, isMobile: false },
  });
  prepare?.(store);
  render(
    <QueryClientProvider client={queryClient}>
      <MeProvider account={account}>
        <SettingsProvider store={store} token={null}>
          <PostForm options={options} />
        </SettingsProvider>
      </MeProvider>
    </QueryClientProvider>,
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'What is happening?' }) as HTMLTextAreaElement;
const postButton = () => screen.getByRole('button', { name: /^Post/ }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(textbox(), { target: { value } });
const ready = () => settle(20);

beforeAll(async () => {
  await Promise.all([import('./PollEditor.tsx'), import('./pickers.tsx')]);
});
beforeEach(() => {
  localStorage.clear();
  resetDraftStoreForTests();
  calls = [];
  stubFetch();
});
afterEach(() => vi.unstubAllGlobals());
setupUiTestHost();

describe('the visibility menu', () => {
  test('checks the current visibility, as a radio choice', async () => {
    renderForm();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Visibility: Public' }));
    const publicItem = await screen.findByRole('menuitemradio', { name: 'Public' });
    expect(publicItem.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Home' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Followers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Visibility: Followers' }));
    const followers = await screen.findByRole('menuitemradio', { name: 'Followers' });
    expect(followers.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: 'Public' }).getAttribute('aria-checked')).toBe('false');
  });

  test('without canPublicNote, Public is not offered and the public default becomes Home', async () => {
    renderForm({}, { canPublicNote: false });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Visibility: Home' }));
    await screen.findByRole('menuitemradio', { name: 'Home' });
    expect(screen.queryByRole('menuitemradio', { name: 'Public' })).toBeNull();
    expect(screen.getAllByRole('menuitemradio').map((e) => e.textContent)).toEqual([
      'Home',
      'Followers',
      'Direct',
    ]);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    type('hello');
    fireEvent.click(postButton());
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === 'notes/create')?.body.visibility).toBe('home'),
    );
  });

  test('a remembered public visibility also falls back to Home', async () => {
    renderForm({}, { canPublicNote: false }, (store) => {
      store.set('defaultNoteVisibility', 'followers');
      store.set('rememberNoteVisibility', true);
      store.set('visibility', 'public');
    });
    await ready();
    expect(screen.getByRole('button', { name: 'Visibility: Home' })).toBeTruthy();
  });
});

describe('the poll end', () => {
  test('an end date in the past is refused with a message, and Post is disabled', async () => {
    renderForm();
    await ready();
    type('Which one?');
    fireEvent.click(screen.getByRole('button', { name: 'Poll' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Choice 1' }), { target: { value: 'Tea' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Choice 2' }), { target: { value: 'Coffee' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ends' }), { target: { value: 'at' } });
    expect(postButton().disabled).toBe(false);
    const date = screen.getByLabelText('End date');
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose an end in the future.');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(postButton().disabled).toBe(true);
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true });
    await settle(20);
    expect(calls.some((c) => c.endpoint === 'notes/create')).toBe(false);
    fireEvent.change(date, { target: { value: `${new Date().getFullYear() + 1}-01-01` } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(postButton().disabled).toBe(false);
  });
});
