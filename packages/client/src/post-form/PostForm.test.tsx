import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { MeProvider, meQueryKey } from '../account/index.ts';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { setupUiTestHost, settle } from '../../test-support/ui-test-host.tsx';
import { loadDraft, resetDraftStoreForTests, saveDraft } from './draft-store.ts';
import { onNotePosted } from './posted-events.ts';
import { PostForm } from './PostForm.tsx';
import type { PostFormOptions } from './post-form-options.ts';
import { newPoll } from './poll-rules.ts';

const account = {
  id: 'me1',
  token: 'TOKEN',
  username: 'alice',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};
const me = {
  id: 'me1',
  username: 'alice',
  host: null,
  name: 'Alice',
  avatarUrl: null,
  movedTo: null as string | null,
  policies: {},
};

type Handler = (body: Record<string, unknown>) => unknown;
let handlers: Record<string, Handler> = {};
let calls: Array<{ endpoint: string; body: Record<string, unknown> }> = [];

function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const endpoint = url.replace(/^.*\/api\//, '').split('?')[0]!;
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ endpoint, body });
      const handler = handlers[endpoint];
      if (!handler) return new Response('[]', { status: 200 });
      try {
        const out = await handler(body);
        return new Response(out === undefined ? null : JSON.stringify(out), {
          status: out === undefined ? 204 : 200,
        });
      } catch (err) {
        return new Response(JSON.stringify({ error: err }), { status: 400 });
      }
    }),
  );
}

function renderForm(
  options: PostFormOptions = {},
  props: { onCancel?: () => void; onPosted?: () => void; meOverride?: Partial<typeof me> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQueryKey('me1'), { ...me, ...props.meOverride });
  queryClient.setQueryData(['meta'], { maxNoteTextLength: 120, version: '2025.1.0' });
  const store = new SettingsStore({
    storage: localStorage,
    accountId: 'me1',
    env: { prefersReducedMotion: false, isMobile: false },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MeProvider account={account}>
        <SettingsProvider store={store} token={null}>
          <PostForm options={options} onCancel={props.onCancel} onPosted={props.onPosted} />
        </SettingsProvider>
      </MeProvider>
    </QueryClientProvider>,
  );
  return { store };
}

const textbox = () => screen.getByRole('textbox', { name: 'What is happening?' }) as HTMLTextAreaElement;
const postButton = () => screen.getByRole('button', { name: /^Post/ }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(textbox(), { target: { value } });

// the poll editor and the pickers load on first use; transformed once here, not inside a timed test
beforeAll(async () => {
  await Promise.all([import('./PollEditor.tsx'), import('./pickers.tsx')]);
});

beforeEach(() => {
  localStorage.clear();
  resetDraftStoreForTests();
  handlers = { 'notes/create': () => ({ createdNote: { id: 'n1' } }) };
  calls = [];
  stubFetch();
});
afterEach(() => vi.unstubAllGlobals());
setupUiTestHost();

/** Waits until the stored draft was read, so typing is not overwritten by it. */
/** A second account (Bob) signed in on this device beside Alice. */
function signInSecondAccount() {
  localStorage.setItem(
    'accounts',
    JSON.stringify([
      { id: 'me1', token: 'TOKEN' },
      { id: 'me2', token: 'TOKEN2' },
    ]),
  );
  handlers['users/show'] = () => [
    { ...me },
    { id: 'me2', username: 'bob', host: null, name: 'Bob', avatarUrl: null },
  ];
}

/** Chooses Bob in the form's account switch. */
async function postAsBob() {
  fireEvent.click(await screen.findByRole('button', { name: 'Choose the account, now @alice' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Bob (@bob)' }));
  await screen.findByRole('button', { name: 'Choose the account, now @bob' });
}

async function ready() {
  await settle(20);
}

describe('the post form', () => {
  test('the counter appears under 100 characters left and is highlighted when over the limit', async () => {
    renderForm();
    await ready();
    type('x'.repeat(20));
    expect(screen.queryByText(/characters left/)).toBeNull();
    type('x'.repeat(21));
    expect(screen.getByText('99 characters left')).toBeTruthy();
    type('x'.repeat(121));
    const counter = screen.getByText('-1 characters left');
    expect(counter.hasAttribute('data-over')).toBe(true);
    expect(postButton().disabled).toBe(true);
  });

  test('Post is disabled for blank text and enabled once something is written', async () => {
    renderForm();
    await ready();
    expect(postButton().disabled).toBe(true);
    type('  ');
    expect(postButton().disabled).toBe(true);
    type('hello');
    expect(postButton().disabled).toBe(false);
  });

  test('the content warning toggle shows its field; a blank warning blocks posting', async () => {
    renderForm();
    await ready();
    type('spoilers inside');
    fireEvent.click(screen.getByRole('button', { name: 'Content warning' }));
    const cw = screen.getByRole('textbox', { name: 'Content warning' });
    expect(postButton().disabled).toBe(true);
    fireEvent.change(cw, { target: { value: 'film ending' } });
    expect(postButton().disabled).toBe(false);
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === 'notes/create')?.body.cw).toBe('film ending'),
    );
  });

  test('the poll editor warns under two choices and stops adding at ten', async () => {
    renderForm();
    await ready();
    type('Which one?');
    fireEvent.click(screen.getByRole('button', { name: 'Poll' }));
    expect(await screen.findByText('A poll needs at least two choices.')).toBeTruthy();
    expect(postButton().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Choice 1' }), { target: { value: 'Tea' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Choice 2' }), { target: { value: 'Coffee' } });
    expect(screen.queryByText('A poll needs at least two choices.')).toBeNull();
    expect(postButton().disabled).toBe(false);
    for (let i = 0; i < 8; i++) fireEvent.click(screen.getByRole('button', { name: 'Add a choice' }));
    expect(screen.getByRole('textbox', { name: 'Choice 10' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'No more choices can be added' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Ends' }), { target: { value: 'after' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Duration' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'hour' } });
    fireEvent.click(postButton());
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === 'notes/create')?.body.poll).toEqual({
        choices: ['Tea', 'Coffee'],
        multiple: false,
        expiredAfter: 7_200_000,
      }),
    );
  });

  test('Ctrl+Enter posts; the form shows a check mark, is cleared, the draft is gone and posted is emitted', async () => {
    const posted = vi.fn();
    const off = onNotePosted(posted);
    const onPosted = vi.fn();
    renderForm({}, { onPosted });
    await ready();
    type('hello world');
    await settle(400);
    expect(await loadDraft('me1', 'note')).toMatchObject({ text: 'hello world' });
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(screen.getByLabelText('Posted')).toBeTruthy());
    expect(textbox().value).toBe('');
    expect(calls.find((c) => c.endpoint === 'notes/create')?.body).toMatchObject({
      text: 'hello world',
      visibility: 'public',
      localOnly: false,
      i: 'TOKEN',
    });
    expect(posted).toHaveBeenCalledWith({ note: { id: 'n1' }, accountId: 'me1' });
    expect(onPosted).toHaveBeenCalled();
    await settle(400);
    expect(await loadDraft('me1', 'note')).toBeNull();
    off();
  });

  test('while posting the button shows an ellipsis and is disabled; with freeze the form stays frozen', async () => {
    let finish: (v: unknown) => void = () => undefined;
    handlers['notes/create'] = () => new Promise((resolve) => (finish = resolve));
    renderForm({ freezeAfterPosted: true });
    await ready();
    type('frozen after');
    fireEvent.click(postButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Posting…' })).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Posting…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish({ createdNote: { id: 'n2' } }));
    await waitFor(() => expect(screen.getByLabelText('Posted')).toBeTruthy());
    expect(textbox().value).toBe('frozen after');
    expect(textbox().readOnly).toBe(true);
    expect((screen.getByLabelText('Posted').closest('button') as HTMLButtonElement).disabled).toBe(true);
  });

  test('a failed post keeps the text and shows the error with its id', async () => {
    handlers['notes/create'] = () => {
      throw { message: 'No such file.', code: 'NO_SUCH_FILE', id: 'file-id' };
    };
    renderForm();
    await ready();
    type('keep me');
    fireEvent.click(postButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('No such file.');
    expect(dialog.textContent).toContain('file-id');
    expect(textbox().value).toBe('keep me');
  });

  test('Escape cancels', async () => {
    const onCancel = vi.fn();
    renderForm({}, { onCancel });
    await ready();
    fireEvent.keyDown(textbox(), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });

  test('the draft of the context is restored when the form opens', async () => {
    await saveDraft('me1', 'reply:r1', { text: 'unfinished reply', useCw: true, cw: 'cw text' });
    const reply = {
      id: 'r1',
      visibility: 'public',
      localOnly: false,
      cw: null,
      text: 'original',
      user: { id: 'u2', username: 'bob', host: null, name: null, avatarUrl: null },
    } as unknown as entities.Note;
    renderForm({ reply });
    await waitFor(() => expect(textbox().value).toBe('unfinished reply'));
    expect((screen.getByRole('textbox', { name: 'Content warning' }) as HTMLInputElement).value).toBe(
      'cw text',
    );
  });

  test('a reply to a followers-only note is locked to followers and mentions its author', async () => {
    const reply = {
      id: 'r2',
      visibility: 'followers',
      localOnly: false,
      cw: 'keep this',
      text: 'secret',
      user: { id: 'u2', username: 'bob', host: 'remote.example', name: null, avatarUrl: null },
    } as unknown as entities.Note;
    renderForm({ reply });
    await ready();
    const button = screen.getByRole('button', { name: 'Visibility: Followers' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(textbox().value).toBe('@bob@remote.example ');
    // keepCw is on by default
    expect((screen.getByRole('textbox', { name: 'Content warning' }) as HTMLInputElement).value).toBe(
      'keep this',
    );
  });

  test('a moved account cannot post', async () => {
    renderForm({}, { meOverride: { movedTo: 'elsewhere' } });
    await ready();
    type('hello');
    fireEvent.click(postButton());
    expect(await screen.findByRole('alertdialog', { name: 'This account has moved' })).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'notes/create')).toBe(false);
  });

  test('a public note with a big effect asks, and can switch to home', async () => {
    renderForm();
    await ready();
    type('$[x4 huge]');
    fireEvent.click(postButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Home' }));
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === 'notes/create')?.body.visibility).toBe('home'),
    );
  });

  test('dice are rolled before posting', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    renderForm();
    await ready();
    type('I roll 2d6 in Room D3');
    // the form says beforehand what will be rolled, and only that
    expect(screen.getByText('Rolled when posted: 2d6')).toBeTruthy();
    fireEvent.click(postButton());
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === 'notes/create')?.body.text).toBe('I roll 12 in Room D3'),
    );
    vi.mocked(Math.random).mockRestore();
  });

  test('turning local-only on asks first; "never ask again" is remembered', async () => {
    renderForm();
    await ready();
    const toggle = screen.getByRole('button', { name: 'Do not federate' });
    fireEvent.click(toggle);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, and do not ask again' }));
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('neverShowLocalOnlyInfo')).toBe('true');
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByRole('dialog', { name: 'Turn federation off?' })).toBeNull();
  });

  test('a note can be posted as another signed-in account, with that account’s token', async () => {
    signInSecondAccount();
    renderForm();
    await ready();
    await postAsBob();
    type('from my other account');
    fireEvent.click(postButton());
    await waitFor(() => expect(calls.find((c) => c.endpoint === 'notes/create')?.body.i).toBe('TOKEN2'));
    // the chosen account is reset after posting
    await screen.findByRole('button', { name: 'Choose the account, now @alice' });
  });
  test("a file for another account goes to that account's drive root, not to my upload folder", async () => {
    signInSecondAccount();
    const sent: FormData[] = [];
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation((body) => {
      sent.push(body as FormData);
    });
    try {
      const { store } = renderForm();
      store.set('uploadFolder', 'folder-of-alice');
      store.set('keepOriginalUploading', true);
      await ready();
      const drop = (name: string) => {
        const file = new File(['hello'], name, { type: 'text/plain' });
        fireEvent.drop(screen.getByRole('form', { name: 'Post form' }), {
          dataTransfer: { files: [file], types: ['Files'] },
        });
      };
      drop('mine.txt');
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.get('folderId')).toBe('folder-of-alice');
      expect(sent[0]!.get('i')).toBe('TOKEN');

      await postAsBob();
      drop('bobs.txt');
      await waitFor(() => expect(sent).toHaveLength(2));
      expect(sent[1]!.get('i')).toBe('TOKEN2');
      expect(sent[1]!.get('folderId')).toBeNull();
    } finally {
      send.mockRestore();
    }
  });

  test('a form opened for delete-and-edit starts with the warning and the poll, and posts them', async () => {
    renderForm({
      initialText: 'edited text',
      initialCw: 'careful',
      initialPoll: { ...newPoll(), choices: ['tea', 'coffee'] },
      keepDraft: false,
    });
    await ready();
    expect(textbox().value).toBe('edited text');
    expect((screen.getByRole('textbox', { name: 'Content warning' }) as HTMLInputElement).value).toBe(
      'careful',
    );
    fireEvent.click(postButton());
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'notes/create')).toBe(true));
    const sent = calls.find((c) => c.endpoint === 'notes/create')!.body;
    expect(sent).toMatchObject({ text: 'edited text', cw: 'careful', poll: { choices: ['tea', 'coffee'] } });
  });
});
