import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { MeProvider, meQueryKey } from '../account/index.ts';
import { featureKeys } from '../queries/index.ts';
import { clear, createStore } from 'idb-keyval';
import { DRAFTS_DB, DRAFTS_STORE, SettingsProvider, SettingsStore } from '../store/index.ts';
import { settle } from '../../test-support/ui-test-host.tsx';
import { UiHost } from '../ui/host/UiHost.tsx';
import { clearLayers } from '../ui/host/layer-store.ts';
import { configureUi } from '../ui/host/ui-config.ts';
import { clearToasts } from '../ui/toast/toast-store.ts';
import { resetDraftStoreForTests } from './draft-store.ts';
import { PostForm } from './PostForm.tsx';
import { toDateTimeInput } from './schedule-rules.ts';

const account = {
  id: 'me1',
  token: 'TOKEN',
  username: 'alice',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};
const me = { id: 'me1', username: 'alice', host: null, name: 'Alice', avatarUrl: null, movedTo: null };
const UPSTREAM = ['notes/create', 'notes/drafts/create', 'notes/drafts/list', 'notes/drafts/update'];
const FORK = ['notes/create', 'notes/scheduled/list', 'notes/scheduled/cancel'];

type Handler = (body: Record<string, unknown>) => unknown;
let handlers: Record<string, Handler> = {};
let calls: Array<{ endpoint: string; body: Record<string, unknown> }> = [];
const callsTo = (endpoint: string) => calls.filter((c) => c.endpoint === endpoint).map((c) => c.body);

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

function renderForm(endpoints: string[], policies: Record<string, unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQueryKey('me1'), { ...me, policies });
  queryClient.setQueryData(['meta'], { maxNoteTextLength: 3000, version: '2026.7.0' });
  queryClient.setQueryData(featureKeys.endpoints, endpoints);
  const store = new SettingsStore({
    storage: localStorage,
    accountId: 'me1',
    env: { prefersReducedMotion: false, isMobile: false },
  });
  const onPosted = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MeProvider account={account}>
        <SettingsProvider store={store} token={null}>
          <PostForm onPosted={onPosted} />
          {/* the dialogs read the server through the same query cache, as in the app */}
          <UiHost />
        </SettingsProvider>
      </MeProvider>
    </QueryClientProvider>,
  );
  return { onPosted };
}

const textbox = () => screen.getByRole('textbox', { name: 'What is happening?' }) as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(textbox(), { target: { value } });
const draftOf = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  createdAt: '2026-11-28T11:12:38.075Z',
  scheduledAt: null,
  isActuallyScheduled: false,
  userId: 'me1',
  user: me,
  text: 'written on the phone',
  cw: null,
  visibility: 'home',
  localOnly: false,
  reactionAcceptance: null,
  visibleUserIds: [],
  hashtag: null,
  fileIds: [],
  files: [],
  replyId: null,
  renoteId: null,
  channelId: null,
  poll: null,
  ...over,
});

beforeAll(async () => {
  await import('./ServerDraftsDialog.tsx');
});

beforeEach(async () => {
  localStorage.clear();
  // each test starts without the device drafts of the one before
  await clear(createStore(DRAFTS_DB, DRAFTS_STORE));
  resetDraftStoreForTests();
  calls = [];
  handlers = {
    'notes/create': () => ({ createdNote: { id: 'n1', text: 'x' } }),
    'notes/drafts/create': (b) => ({ createdDraft: draftOf('d1', b) }),
    'notes/drafts/update': (b) => ({ updatedDraft: draftOf(String(b.draftId), b) }),
    'notes/drafts/delete': () => undefined,
    'notes/drafts/list': () => [],
  };
  stubFetch();
});
beforeEach(() => configureUi({ deviceKind: 'desktop', disableDrawer: false, animation: false, blur: true }));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    clearLayers();
    clearToasts();
  });
});

describe('drafts kept on the server (upstream 2026.7)', () => {
  test('what is typed is saved to the server a moment later, updated after, and deleted once posted', async () => {
    renderForm(UPSTREAM, { scheduledNoteLimit: 1 });
    await settle(20);
    type('a first line');
    await waitFor(() => expect(callsTo('notes/drafts/create')).toHaveLength(1), { timeout: 4000 });
    expect(callsTo('notes/drafts/create')[0]).toMatchObject({ text: 'a first line', visibility: 'public' });
    type('a first line, and more');
    await waitFor(() => expect(callsTo('notes/drafts/update')).toHaveLength(1), { timeout: 4000 });
    expect(callsTo('notes/drafts/update')[0]).toMatchObject({
      draftId: 'd1',
      text: 'a first line, and more',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(callsTo('notes/drafts/delete')).toMatchObject([{ draftId: 'd1' }]));
    expect(callsTo('notes/create')).toHaveLength(1);
  });

  test('the Drafts button lists the server’s drafts and reopens one in the form', async () => {
    handlers['notes/drafts/list'] = (b) => (b.scheduled ? [] : [draftOf('d9')]);
    renderForm(UPSTREAM, { scheduledNoteLimit: 1 });
    await settle(20);
    fireEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drafts saved on the server' });
    await within(dialog).findByText('written on the phone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open draft' }));
    await waitFor(() => expect(textbox().value).toBe('written on the phone'));
    expect(screen.queryByRole('dialog', { name: 'Drafts saved on the server' })).toBeNull();
  });

  test('a reply’s draft reopens in a form of its own, answering that note', async () => {
    const question = {
      id: 'q1',
      createdAt: '2026-11-28T10:00:00.000Z',
      userId: 'u2',
      user: { id: 'u2', username: 'bob', host: null, name: 'Bob', avatarUrl: null, emojis: {} },
      text: 'what is for lunch?',
      cw: null,
      visibility: 'public',
      localOnly: false,
      reactionAcceptance: null,
      renoteCount: 0,
      repliesCount: 0,
      reactionCount: 0,
      reactions: {},
      reactionEmojis: {},
      emojis: {},
      fileIds: [],
      files: [],
      replyId: null,
      renoteId: null,
    };
    handlers['notes/drafts/list'] = (b) =>
      b.scheduled ? [] : [draftOf('d7', { text: '@bob noodles', replyId: 'q1', reply: question })];
    renderForm(UPSTREAM, { scheduledNoteLimit: 1 });
    await settle(20);
    fireEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drafts saved on the server' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Open draft' }));
    const replyForm = await screen.findByRole('dialog', { name: 'Reply' });
    await within(replyForm).findByText('what is for lunch?');
    await waitFor(() =>
      expect(
        (within(replyForm).getByRole('textbox', { name: 'What is happening?' }) as HTMLTextAreaElement).value,
      ).toBe('@bob noodles'),
    );
    // the form the list was opened from is left as it was
    const [own] = screen.getAllByRole('textbox', { name: 'What is happening?' }) as HTMLTextAreaElement[];
    expect(own!.value).toBe('');
  });

  test('a draft is deleted from the list with its Delete button', async () => {
    handlers['notes/drafts/list'] = (b) => (b.scheduled ? [] : [draftOf('d9')]);
    renderForm(UPSTREAM, { scheduledNoteLimit: 1 });
    await settle(20);
    fireEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drafts saved on the server' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(callsTo('notes/drafts/delete')).toMatchObject([{ draftId: 'd9' }]));
  });
});

describe('scheduled notes (upstream)', () => {
  const at = Date.now() + 2 * 86_400_000 - ((Date.now() + 2 * 86_400_000) % 60_000);
  const scheduledDraft = () =>
    draftOf('s1', {
      text: 'posted on Tuesday',
      scheduledAt: at,
      isActuallyScheduled: true,
      visibility: 'public',
    });

  test('a scheduled note is reopened from the drafts with its time, and scheduling it again updates it', async () => {
    handlers['notes/drafts/list'] = (b) => (b.scheduled ? [scheduledDraft()] : []);
    const { onPosted } = renderForm(UPSTREAM, { scheduledNoteLimit: 1 });
    await settle(20);
    fireEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    const drafts = await screen.findByRole('dialog', { name: 'Drafts saved on the server' });
    fireEvent.click(within(drafts).getByRole('button', { name: 'Scheduled notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled notes' });
    await within(dialog).findByText(/^Posts on /);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit scheduled note' }));
    await waitFor(() => expect(textbox().value).toBe('posted on Tuesday'));
    expect((screen.getByLabelText('Post at') as HTMLInputElement).value).toBe(toDateTimeInput(at));
    // the note being edited does not count against the limit of one
    type('posted on Tuesday, edited');
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(onPosted).toHaveBeenCalled());
    expect(callsTo('notes/drafts/update').find((b) => b.isActuallyScheduled)).toMatchObject({
      draftId: 's1',
      text: 'posted on Tuesday, edited',
      scheduledAt: at,
    });
  });

  test('a scheduled note is canceled from its list after a confirmation', async () => {
    handlers['notes/drafts/list'] = (b) => (b.scheduled ? [scheduledDraft()] : []);
    renderForm(UPSTREAM, { scheduledNoteLimit: 1 });
    await settle(20);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scheduled notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled notes' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel scheduled note' }));
    const confirm = await screen.findByRole('dialog', { name: /Cancel this scheduled note/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo('notes/drafts/delete')).toMatchObject([{ draftId: 's1' }]));
  });
});

describe('scheduling a note', () => {
  test('upstream: the note is scheduled as a draft with isActuallyScheduled and the chosen time', async () => {
    const { onPosted } = renderForm(UPSTREAM, { scheduledNoteLimit: 1 });
    await settle(20);
    type('see you tomorrow');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const at = new Date(Date.now() + 86_400_000);
    at.setSeconds(0, 0);
    fireEvent.change(screen.getByLabelText('Post at'), { target: { value: toDateTimeInput(at.getTime()) } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule note' }));
    await waitFor(() => expect(onPosted).toHaveBeenCalled());
    const sent = [...callsTo('notes/drafts/create'), ...callsTo('notes/drafts/update')].find(
      (b) => b.isActuallyScheduled,
    );
    expect(sent).toMatchObject({
      text: 'see you tomorrow',
      isActuallyScheduled: true,
      scheduledAt: at.getTime(),
    });
    expect(callsTo('notes/create')).toHaveLength(0);
  });

  test('a time in the past is refused in the form, without asking the server', async () => {
    renderForm(UPSTREAM, { scheduledNoteLimit: 1 });
    await settle(20);
    type('too late');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    fireEvent.change(screen.getByLabelText('Post at'), {
      target: { value: toDateTimeInput(Date.now() - 3_600_000) },
    });
    fireEvent.submit(screen.getByRole('form'));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a time in the future.');
    expect(calls.some((c) => c.body.isActuallyScheduled)).toBe(false);
  });

  test('past the role’s limit the server’s TOO_MANY_SCHEDULED_NOTES is said as a sentence', async () => {
    handlers['notes/drafts/create'] = (b) => {
      if (b.isActuallyScheduled)
        throw {
          code: 'TOO_MANY_SCHEDULED_NOTES',
          message: 'You cannot create scheduled notes any more.',
          id: 'x',
        };
      return { createdDraft: draftOf('d1', b) };
    };
    renderForm(UPSTREAM, { scheduledNoteLimit: 1 });
    await settle(20);
    type('one more');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    fireEvent.submit(screen.getByRole('form'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You already have as many scheduled notes as your role allows (1). Cancel one to schedule another.',
    );
  });

  test('the MisskeyIO fork schedules through notes/create with scheduledAt, within scheduleNoteMaxDays', async () => {
    const { onPosted } = renderForm(FORK, {
      canScheduleNote: true,
      scheduleNoteLimit: 10,
      scheduleNoteMaxDays: 2,
    });
    await settle(20);
    type('on the fork');
    expect(screen.queryByRole('button', { name: 'Drafts' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    fireEvent.change(screen.getByLabelText('Post at'), {
      target: { value: toDateTimeInput(Date.now() + 5 * 86_400_000) },
    });
    fireEvent.submit(screen.getByRole('form'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your role lets you schedule at most 2 days ahead.',
    );
    const at = new Date(Date.now() + 86_400_000);
    at.setSeconds(0, 0);
    fireEvent.change(screen.getByLabelText('Post at'), { target: { value: toDateTimeInput(at.getTime()) } });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(onPosted).toHaveBeenCalled());
    expect(callsTo('notes/create')[0]).toMatchObject({ text: 'on the fork', scheduledAt: at.getTime() });
  });

  test('a server without drafts or scheduling shows neither button', async () => {
    renderForm(['notes/create'], { scheduledNoteLimit: 1 });
    await settle(20);
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Drafts' })).toBeNull();
  });
});
