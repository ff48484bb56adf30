import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeAccountServer } from '../../test-support/fake-server.ts';
import { recordedResponse } from '../../test-support/recorded-2026.ts';
import { renderSignedIn } from '../../test-support/settings-test-host.tsx';
import { setupUiTestHost } from '../../test-support/ui-test-host.tsx';
import { RoomSettings } from './RoomSettings.tsx';

setupUiTestHost();

const room = recordedResponse<entities.ChatRoom>('chat/rooms/show', 'ok: owner');
let server: ReturnType<typeof fakeAccountServer>;

beforeEach(() => {
  server = fakeAccountServer(
    { id: 'u1', username: 'alice' },
    {
      'chat/rooms/update': (b) => ({ ...room, ...b }),
      'chat/rooms/delete': () => undefined,
      'chat/rooms/mute': () => undefined,
      'chat/rooms/leave': () => undefined,
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

test('the owner renames the room and saves it', async () => {
  renderSignedIn(<RoomSettings room={room} meId={room.ownerId} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Room name' }), { target: { value: 'Tea room' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(server.sent('chat/rooms/update')).toEqual([
      { roomId: room.id, name: 'Tea room', description: room.description },
    ]),
  );
});

test('the owner deletes the room only after confirming', async () => {
  const left = vi.fn();
  renderSignedIn(<RoomSettings room={room} meId={room.ownerId} onLeft={left} />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete room' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(`Delete "${room.name}"`);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(server.sent('chat/rooms/delete')).toEqual([{ roomId: room.id }]));
  await waitFor(() => expect(left).toHaveBeenCalled());
});

test('a member mutes the room or leaves it; a member has no name field', async () => {
  const left = vi.fn();
  renderSignedIn(<RoomSettings room={room} meId="someone-else" onLeft={left} />);
  expect(screen.queryByRole('textbox', { name: 'Room name' })).toBeNull();
  fireEvent.click(screen.getByRole('switch', { name: 'Mute this room' }));
  await waitFor(() => expect(server.sent('chat/rooms/mute')).toEqual([{ roomId: room.id, mute: true }]));
  fireEvent.click(screen.getByRole('button', { name: 'Leave room' }));
  await screen.findByRole('dialog');
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(server.sent('chat/rooms/leave')).toEqual([{ roomId: room.id }]));
  await waitFor(() => expect(left).toHaveBeenCalled());
});
