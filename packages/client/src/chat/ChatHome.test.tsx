import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeAccountServer, type Body } from '../../test-support/fake-server.ts';
import { recordedResponse } from '../../test-support/recorded-2026.ts';
import { newSettingsStore, renderSignedIn } from '../../test-support/settings-test-host.tsx';
import { setupUiTestHost } from '../../test-support/ui-test-host.tsx';
import { SettingsProvider } from '../store/index.ts';
import { ChatHome } from './ChatHome.tsx';

setupUiTestHost();

// signed in as the recordings' fx_b
const B = 'au3vfwb1uxeb000o';
let server: ReturnType<typeof fakeAccountServer>;
let invitations: unknown[];

beforeEach(() => {
  invitations = recordedResponse('chat/rooms/invitations/inbox', 'ok');
  server = fakeAccountServer(
    { id: B, username: 'fx_b_0wz9', policies: { chatAvailability: 'available' } },
    {
      endpoints: () => ['chat/history'],
      'chat/history': (body: Body) =>
        body.room
          ? recordedResponse('chat/history', 'ok: rooms')
          : recordedResponse('chat/history', 'ok: fx_b (unread flags)'),
      'chat/rooms/invitations/inbox': () => invitations,
      'chat/rooms/join': () => {
        invitations = [];
        return undefined;
      },
      'chat/rooms/owned': () => [],
      'chat/rooms/joining': () => [],
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderHome(onOpen?: (t: { kind: string; id: string }) => void, tab?: 'invitations') {
  renderSignedIn(
    <SettingsProvider store={newSettingsStore()} token={null}>
      <ChatHome onOpen={onOpen} initialTab={tab} />
    </SettingsProvider>,
  );
}

test('the conversations list 1:1 chats and rooms, an unread one marked, each leading to its page', async () => {
  renderHome();
  const list = await screen.findByRole('list', { name: 'Conversations' });
  const links = within(list).getAllByRole('link');
  const withA = links.find((l) => l.textContent?.includes('Fixture A'))!;
  expect(withA.getAttribute('href')).toBe('/chat/user/au3vfvzmuxeb000n');
  expect(within(withA).getByText('Unread')).toBeTruthy();
  const room = links.find((l) => l.textContent?.includes('fxrec Fixture room'))!;
  expect(room.getAttribute('href')).toBe('/chat/room/au3vhyb9uxeb001q');
});

test('in the deck column a conversation opens in place', async () => {
  const opened: unknown[] = [];
  renderHome((t) => opened.push(t));
  const list = await screen.findByRole('list', { name: 'Conversations' });
  fireEvent.click(within(list).getAllByRole('link')[0]!);
  expect(opened).toHaveLength(1);
});

test('an invitation is accepted by joining the room, and leaves the inbox', async () => {
  const opened: unknown[] = [];
  renderHome((t) => opened.push(t), 'invitations');
  const inbox = await screen.findByRole('list', { name: 'Invitations' });
  expect(inbox.textContent).toContain('Invites you to fxrec Fixture room');
  fireEvent.click(within(inbox).getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(server.sent('chat/rooms/join')).toEqual([{ roomId: 'au3vhyb9uxeb001q' }]));
  expect(opened).toEqual([{ kind: 'room', id: 'au3vhyb9uxeb001q' }]);
  expect(await screen.findByText('No one has invited you to a room.')).toBeTruthy();
});
