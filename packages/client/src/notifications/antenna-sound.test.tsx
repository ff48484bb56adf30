import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { newSettingsStore, renderSignedIn } from '../../test-support/settings-test-host.tsx';
import { SettingsProvider } from '../store/index.ts';
import { StreamProvider } from '../stream/index.ts';
import { useIncomingNotifications } from './use-incoming-notifications.ts';

const played: string[] = [];

beforeEach(() => {
  played.length = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1;
      constructor(readonly src: string) {
        played.push(src);
      }
      play() {
        return Promise.resolve();
      }
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ id: 'u1', username: 'alice' }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Listener() {
  useIncomingNotifications();
  return null;
}

test("a note in one of the user's antennas (unreadAntenna on the main channel) plays the antenna sound", async () => {
  renderSignedIn(
    <StreamProvider token="tok" origin="http://misskey.example">
      <SettingsProvider store={newSettingsStore()} token={null}>
        <Listener />
      </SettingsProvider>
    </StreamProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const socket = FakeSocket.last!;
  const main = socket.frames().find((f) => f.type === 'connect' && f.body.channel === 'main');
  expect(main).toBeTruthy();
  act(() =>
    socket.deliver({ type: 'channel', body: { id: main!.body.id, type: 'unreadAntenna', body: {} } }),
  );
  expect(played.some((src) => src.includes('bell'))).toBe(true);
});
