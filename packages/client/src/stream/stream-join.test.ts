import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FakeSocket } from '../../test-support/fake-socket.ts';
import { JOIN_FALLBACK_MS, Stream } from './stream.ts';

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

test('a channel use hears once that the server has joined its channel: when the server says so', async () => {
  stream = new Stream('http://misskey.example', 'token');
  const use = stream.useChannel('homeTimeline');
  const joined = vi.fn();
  use.whenJoined(joined);
  await vi.advanceTimersByTimeAsync(0);
  // connect asks the server to say when it has joined (Misskey's pong flag)
  const connect = FakeSocket.last!.frames().find((f) => f.type === 'connect')!;
  expect(connect.body).toMatchObject({ channel: 'homeTimeline', pong: true });
  expect(joined).not.toHaveBeenCalled();
  FakeSocket.last!.deliver({ type: 'connected', body: { id: connect.body.id } });
  expect(joined).toHaveBeenCalledOnce();

  // a second use of the shared channel, joined before, hears it at once; a disposed use never
  const again = vi.fn();
  stream.useChannel('homeTimeline').whenJoined(again);
  await vi.advanceTimersByTimeAsync(0);
  expect(again).toHaveBeenCalledOnce();
  const late = vi.fn();
  const gone = stream.useChannel('localTimeline', { withRenotes: false });
  gone.whenJoined(late);
  gone.dispose();
  await vi.advanceTimersByTimeAsync(JOIN_FALLBACK_MS);
  expect(late).not.toHaveBeenCalled();
  expect(joined).toHaveBeenCalledOnce();
});

test('a server that never says it joined is taken to have joined a few seconds after connect', async () => {
  stream = new Stream('http://misskey.example', 'token');
  const joined = vi.fn();
  stream.useChannel('main').whenJoined(joined);
  await vi.advanceTimersByTimeAsync(JOIN_FALLBACK_MS - 1);
  expect(joined).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(joined).toHaveBeenCalledOnce();
});

test('with debug mode on (Settings → Other) every stream message is written to the console; off, none', async () => {
  const log = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  try {
    stream = new Stream('http://misskey.example', 'token');
    stream.useChannel('main');
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.last!.deliver({ type: 'emojiAdded', body: { emoji: { name: 'quiet' } } });
    expect(log).not.toHaveBeenCalled();

    localStorage.setItem('debug', 'true');
    stream.useChannel('homeTimeline');
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.last!.deliver({ type: 'emojiAdded', body: { emoji: { name: 'loud' } } });
    expect(log).toHaveBeenCalledWith(
      '[stream →]',
      'connect',
      expect.objectContaining({ channel: 'homeTimeline' }),
    );
    expect(log).toHaveBeenCalledWith('[stream ←]', 'emojiAdded', { emoji: { name: 'loud' } });
  } finally {
    localStorage.removeItem('debug');
    log.mockRestore();
  }
});
