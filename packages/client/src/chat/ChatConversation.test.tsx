import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeAccountServer, type Body } from '../../test-support/fake-server.ts';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { recordedChannelFrames, recordedResponse } from '../../test-support/recorded-2026.ts';
import { newSettingsStore, renderSignedIn } from '../../test-support/settings-test-host.tsx';
import { setupUiTestHost } from '../../test-support/ui-test-host.tsx';
import { SettingsProvider } from '../store/index.ts';
import { StreamProvider } from '../stream/index.ts';
import { ChatConversation } from './ChatConversation.tsx';

setupUiTestHost();

// the recordings' fx_b (signed in here) talking with fx_a
const A = 'au3vfvzmuxeb000n';
const B = 'au3vfwb1uxeb000o';
const fxA = { id: A, name: 'Fixture A', username: 'fx_a_0wz9', host: null, avatarUrl: null };

let server: ReturnType<typeof fakeAccountServer>;
let chatAvailability: string;
let refuseSend: Response | null;

beforeEach(() => {
  chatAvailability = 'available';
  refuseSend = null;
  vi.stubGlobal('WebSocket', FakeSocket);
  server = fakeAccountServer(
    {
      id: B,
      username: 'fx_b_0wz9',
      get policies() {
        return { chatAvailability };
      },
    },
    {
      endpoints: () => ['chat/history', 'chat/messages/user-timeline'],
      'users/show': () => fxA,
      'chat/messages/user-timeline': () =>
        recordedResponse('chat/messages/user-timeline', 'ok: fx_b with fx_a'),
      'chat/messages/create-to-user': (body: Body) =>
        refuseSend ?? {
          id: 'new1',
          createdAt: new Date().toISOString(),
          text: body.text,
          fromUserId: B,
          toUserId: A,
          fileId: null,
          file: null,
          reactions: [],
        },
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openConversation() {
  renderSignedIn(
    <StreamProvider token="tok" origin="http://misskey.example">
      <SettingsProvider store={newSettingsStore()} token={null}>
        <ChatConversation target={{ kind: 'user', id: A }} />
      </SettingsProvider>
    </StreamProvider>,
  );
  const list = await screen.findByRole('list', { name: 'Messages' });
  return list;
}

/** The chatUser channel the conversation joined. */
function chatChannel() {
  const socket = FakeSocket.last!;
  const connect = socket.frames().find((f) => f.type === 'connect' && f.body.channel === 'chatUser')!;
  return { socket, id: String(connect.body.id), params: connect.body.params };
}

test('the conversation shows the messages oldest first, mine apart from theirs', async () => {
  const list = await openConversation();
  const items = within(list).getAllByRole('listitem');
  expect(items[0]!.textContent).toContain('fxrec Hi fx_a! (chat reply)');
  // fx_a's messages to me are theirs, my answer is mine
  expect(items[0]!.className).toContain('mine');
  expect(items[items.length - 1]!.className).not.toContain('mine');
});

test('a message arriving on the chatUser channel appears and is marked read on the channel at once', async () => {
  const list = await openConversation();
  await waitFor(() =>
    expect(FakeSocket.last?.frames().some((f) => f.body?.channel === 'chatUser')).toBe(true),
  );
  const { socket, id, params } = chatChannel();
  expect(params).toEqual({ otherId: A });
  const frame = recordedChannelFrames('chatUser-message').find((f) => f.type === 'message')!;
  act(() => socket.deliver({ type: 'channel', body: { id, type: 'message', body: frame.body } }));
  expect(await within(list).findByText('fxrec streamed chat message')).toBeTruthy();
  const read = socket.frames().find((f) => f.type === 'ch' && f.body.type === 'read');
  expect(read?.body).toEqual({ id, type: 'read', body: {} });
});

test('reactions and deletions from the channel change the messages shown', async () => {
  const list = await openConversation();
  await waitFor(() =>
    expect(FakeSocket.last?.frames().some((f) => f.body?.channel === 'chatUser')).toBe(true),
  );
  const { socket, id } = chatChannel();
  const message = recordedChannelFrames('chatUser-message').find((f) => f.type === 'message')!;
  act(() => socket.deliver({ type: 'channel', body: { id, type: 'message', body: message.body } }));
  const react = recordedChannelFrames('chatUser-react')[0]!;
  act(() => socket.deliver({ type: 'channel', body: { id, type: 'react', body: react.body } }));
  expect(await within(list).findByRole('button', { name: '👍: 1' })).toBeTruthy();
  const deleted = recordedChannelFrames('chatUser-deleted').find((f) => f.type === 'deleted')!;
  act(() => socket.deliver({ type: 'channel', body: { id, type: 'deleted', body: deleted.body } }));
  await waitFor(() => expect(within(list).queryByText('fxrec streamed chat message')).toBeNull());
});

test('Ctrl+Enter sends the message, which joins the conversation and empties the field', async () => {
  const list = await openConversation();
  const field = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
  fireEvent.change(field, { target: { value: 'see you **soon**' } });
  fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
  await waitFor(() =>
    expect(server.sent('chat/messages/create-to-user')).toEqual([{ toUserId: A, text: 'see you **soon**' }]),
  );
  const mine = await within(list).findByText('soon');
  expect(mine.tagName).toBe('B');
  expect(field.value).toBe('');
});

test("a refusal the server gives as a 500 is said plainly (the recipient's chat scope)", async () => {
  refuseSend = new Response(
    JSON.stringify({
      error: {
        message: 'Internal error occurred.',
        code: 'INTERNAL_ERROR',
        id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
        kind: 'server',
        info: { e: { message: 'recipient is cannot chat (none)', code: undefined, id: undefined } },
      },
    }),
    { status: 500 },
  );
  await openConversation();
  fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'hello?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain('This person does not accept chat messages.');
  expect(dialog.textContent).not.toContain('Internal');
});

test('a role that may only read chat gets the conversation without the composer', async () => {
  chatAvailability = 'readonly';
  await openConversation();
  await screen.findByText(/read chats but not write/);
  expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
});

test('an empty conversation invites to say hello', async () => {
  server = fakeAccountServer(
    { id: B, username: 'fx_b_0wz9', policies: { chatAvailability: 'available' } },
    { endpoints: () => ['chat/history'], 'users/show': () => fxA, 'chat/messages/user-timeline': () => [] },
  );
  renderSignedIn(
    <SettingsProvider store={newSettingsStore()} token={null}>
      <ChatConversation target={{ kind: 'user', id: A }} />
    </SettingsProvider>,
  );
  expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
});

test('once the channel is joined the conversation reads again what came while it was joining', async () => {
  await openConversation();
  await waitFor(() =>
    expect(FakeSocket.last?.frames().some((f) => f.body?.channel === 'chatUser')).toBe(true),
  );
  const { socket, id } = chatChannel();
  expect(server.sent('chat/messages/user-timeline')).toHaveLength(1);
  act(() => socket.deliver({ type: 'connected', body: { id } }));
  await waitFor(() => expect(server.sent('chat/messages/user-timeline')).toHaveLength(2));
});
