import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { JOIN_SETTLE_MS, Stream } from './stream.ts';

let stream: Stream | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  stream?.close();
  stream = null;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('a channel use hears once that its channel was joined, a moment after connect went out', async () => {
  stream = new Stream('http://misskey.example', 'token');
  const use = stream.useChannel('homeTimeline');
  const joined = vi.fn();
  use.whenJoined(joined);
  // the socket is not open yet: nothing was asked of the server
  expect(joined).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(0);
  expect(FakeSocket.last!.frames().map((f) => f.type)).toContain('connect');
  expect(joined).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(JOIN_SETTLE_MS);
  expect(joined).toHaveBeenCalledOnce();

  // a second use of the shared channel, joined long ago, hears it at once; a disposed use never
  const again = vi.fn();
  const late = vi.fn();
  stream.useChannel('homeTimeline').whenJoined(again);
  const gone = stream.useChannel('localTimeline', { withRenotes: false });
  gone.whenJoined(late);
  gone.dispose();
  await vi.advanceTimersByTimeAsync(JOIN_SETTLE_MS);
  expect(again).toHaveBeenCalledOnce();
  expect(late).not.toHaveBeenCalled();
  expect(joined).toHaveBeenCalledOnce();
});
