import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { MeProvider, meQueryKey } from '../account/index.ts';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { settle } from '../../test-support/ui-test-host.tsx';
import { UiHost } from '../ui/host/UiHost.tsx';
import { clearLayers } from '../ui/host/layer-store.ts';
import { configureUi } from '../ui/host/ui-config.ts';
import { resetDraftStoreForTests } from './draft-store.ts';
import { PostForm } from './PostForm.tsx';
import type { PostFormOptions } from './post-form-options.ts';

const account = {
  id: 'me1',
  token: 'TOKEN',
  username: 'alice',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};
const me = { id: 'me1', username: 'alice', host: null, name: 'Alice', avatarUrl: null, policies: {} };

const bob = { id: 'u2', username: 'bob', host: 'remote.example', name: 'Bob', avatarUrl: null };

let calls: Array<{ endpoint: string; body: Record<string, unknown> }> = [];

function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const endpoint = url.replace(/^.*\/api\//, '').split('?')[0]!;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ endpoint, body });
      const answer =
        endpoint === 'notes/create'
          ? { createdNote: { id: 'n1' } }
          : endpoint === 'users/search-by-username-and-host'
            ? [bob]
            : [];
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
          {/* the layers inside the providers, as the app has them: the user picker reads settings */}
          <UiHost />
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
  await Promise.all([import('./PollEditor.tsx'), import('./pickers.tsx'), import('./UserPicker.tsx')]);
});
beforeEach(() => {
  localStorage.clear();
  resetDraftStoreForTests();
  calls = [];
  stubFetch();
  configureUi({ deviceKind: 'desktop', disableDrawer: false, animation: false, blur: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => clearLayers());
});

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

describe('the preview', () => {
  test('the Preview button shows the text drawn as MFM while typing, and is remembered', async () => {
    let settings: SettingsStore | undefined;
    renderForm({}, {}, (store) => (settings = store));
    await ready();
    type('');
    const toggle = screen.getByRole('button', { name: 'Preview' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Preview of the note' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const preview = screen.getByRole('region', { name: 'Preview of the note' });
    expect(preview.textContent).toBe('Nothing to preview yet.');
    type('hello **world**');
    await waitFor(() => expect(preview.querySelector('b, strong')?.textContent).toBe('world'));
    expect(preview.textContent).toBe('hello world');
    expect(settings?.get('showPreview')).toBe(true);
  });
});

describe('inserting at the caret', () => {
  test('the mention button picks a user and puts @user@host at the caret', async () => {
    renderForm();
    await ready();
    type('hi');
    fireEvent.click(screen.getByRole('button', { name: 'Mention someone' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Username' }), {
      target: { value: 'bob' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /@bob@remote\.example/ }));
    await waitFor(() => expect(textbox().value).toBe('hi @bob@remote.example '));
    expect(document.activeElement).toBe(textbox());
  });

  test('the effect menu wraps the selected text, $[x2 …]', async () => {
    renderForm();
    await ready();
    type('make this big');
    textbox().setSelectionRange(5, 9);
    fireEvent.click(screen.getByRole('button', { name: 'Insert an effect' }));
    expect(await screen.findByRole('menu', { name: 'Insert an effect' })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'x2' }));
    await waitFor(() => expect(textbox().value).toBe('make $[x2 this] big'));
    expect([textbox().selectionStart, textbox().selectionEnd]).toEqual([10, 14]);
  });
});
