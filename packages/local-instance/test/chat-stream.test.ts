// The chat channels and chat events of the stream, compared with the captures of an upstream
// Misskey 2026.7 server (fixtures/misskey-2026.7.0/stream): the same channels opened, the same
// trigger made, the same frames (type, channel event, shape of the body) received.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { shapeDifferences } from './contract/shape.ts';
import { StreamClient, testInstance, type Json, type TestAccount } from './helpers.ts';

const CAPTURES = join(__dirname, '../../../fixtures/misskey-2026.7.0/stream');
const capture = (name: string): { sent: Json[]; received: Json[] } =>
  JSON.parse(readFileSync(join(CAPTURES, `${name}.json`), 'utf8'));

// Misskey's 3 s before newChatMessage is kept: the tests below time it
const t = testInstance();
const a = t.signup('stream_a');
const b = t.signup('stream_b');
const e = t.signup('stream_e');

async function ok(endpoint: string, body: Record<string, unknown>, who: TestAccount): Promise<Json> {
  const res = await t.api(endpoint, body, who.token);
  expect(res.status, `${endpoint}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/** The frames a capture received that are channel events, with their event and body. */
const events = (frames: Json[]) =>
  frames.filter((f) => f.type === 'channel').map((f) => ({ type: f.body.type, body: f.body.body }));

/** Our frames of the capture's channel events: same events in the same order, same body shapes. */
function expectAsCaptured(name: string, ours: Json[]) {
  const real = events(capture(name).received);
  const mine = events(ours);
  expect(
    mine.map((f) => f.type),
    name,
  ).toEqual(real.map((f) => f.type));
  for (const [i, frame] of real.entries()) {
    const ours = mine[i]!;
    expect(typeof ours.body, `${name} #${i}`).toBe(typeof frame.body);
    expect(shapeDifferences(frame.body, ours.body), `${name} #${i}`).toEqual([]);
    // a 1:1 message carries neither users nor the room; a room message its sender
    if (typeof frame.body === 'object')
      expect(Object.keys(ours.body).sort()).toEqual(Object.keys(frame.body).sort());
  }
}

const quiet = (ms: number) => new Promise((r) => setTimeout(r, ms));
let roomId = '';

describe('chat channels', () => {
  test('set-up: everyone takes messages, a room of a with b in it', async () => {
    for (const who of [a, b, e]) await ok('i/update', { chatScope: 'everyone' }, who);
    roomId = (await ok('chat/rooms/create', { name: 'stream room' }, a)).id;
    await ok('chat/rooms/invitations/create', { roomId, userId: b.id }, a);
    await ok('chat/rooms/join', { roomId }, b);
  });

  test('chatUser: message, react, unreact, deleted frames as captured', async () => {
    const sb = await StreamClient.open(t.inst, b.token);
    await sb.connect('chatUser', 'chatUser-1', { otherId: a.id });
    const sa = await StreamClient.open(t.inst, a.token);
    await sa.connect('chatUser', 'chatUser-1', { otherId: b.id });
    const m = await ok('chat/messages/create-to-user', { toUserId: b.id, text: 'streamed' }, a);
    await sb.waitFor((f) => f.body?.type === 'message');
    expectAsCaptured('chatUser-message', sb.messages);
    await ok('chat/messages/react', { messageId: m.id, reaction: '👍' }, b);
    await ok('chat/messages/react', { messageId: m.id, reaction: '🎉' }, b);
    await sa.waitFor((f) => f.body?.type === 'react' && f.body.body.reaction === '🎉');
    const aFrames = sa.messages.filter((f) => f.body?.type !== 'message');
    expectAsCaptured('chatUser-react', aFrames);
    await ok('chat/messages/unreact', { messageId: m.id, reaction: '👍' }, b);
    await sa.waitFor((f) => f.body?.type === 'unreact');
    expectAsCaptured(
      'chatUser-unreact',
      sa.messages.filter((f) => f.body?.type === 'unreact'),
    );
    await ok('chat/messages/delete', { messageId: m.id }, a);
    await sb.waitFor((f) => f.body?.type === 'deleted');
    expectAsCaptured(
      'chatUser-deleted',
      sb.messages.filter((f) => f.body?.type === 'deleted'),
    );
    expect(sb.messages.find((f) => f.body?.type === 'deleted').body.body).toBe(m.id);
    sa.close();
    sb.close();
  });

  test('chatRoom: message, react and unreact with the reacting user, deleted', async () => {
    const sb = await StreamClient.open(t.inst, b.token);
    await sb.connect('chatRoom', 'chatRoom-1', { roomId });
    const sa = await StreamClient.open(t.inst, a.token);
    await sa.connect('chatRoom', 'chatRoom-1', { roomId });
    const m = await ok(
      'chat/messages/create-to-room',
      { toRoomId: roomId, text: 'streamed room message' },
      a,
    );
    await sb.waitFor((f) => f.body?.type === 'message');
    expectAsCaptured('chatRoom-message', sb.messages);
    await ok('chat/messages/react', { messageId: m.id, reaction: '🎉' }, b);
    await sa.waitFor((f) => f.body?.type === 'react');
    expectAsCaptured(
      'chatRoom-react',
      sa.messages.filter((f) => f.body?.type === 'react'),
    );
    await ok('chat/messages/unreact', { messageId: m.id, reaction: '🎉' }, b);
    await sa.waitFor((f) => f.body?.type === 'unreact');
    expectAsCaptured(
      'chatRoom-unreact',
      sa.messages.filter((f) => f.body?.type === 'unreact'),
    );
    await ok('chat/messages/delete', { messageId: m.id }, a);
    await sb.waitFor((f) => f.body?.type === 'deleted');
    expectAsCaptured(
      'chatRoom-deleted',
      sb.messages.filter((f) => f.body?.type === 'deleted'),
    );
    sa.close();
    sb.close();
  });

  test('refused connects get no answer: a room one is not in, no such room, oneself, no otherId, a visitor', async () => {
    const s = await StreamClient.open(t.inst, e.token);
    const tries: Array<[string, string, Record<string, unknown>]> = [
      ['chatRoom', 'room-not-member', { roomId }],
      ['chatRoom', 'room-bogus', { roomId: 'azzzzzzzzzzzzzzz' }],
      ['chatUser', 'user-self', { otherId: e.id }],
      ['chatUser', 'user-no-param', {}],
    ];
    for (const [channel, id, params] of tries)
      s.send({ type: 'connect', body: { channel, id, params, pong: true } });
    await s.connect('chatUser', 'user-ok', { otherId: b.id });
    await quiet(200);
    expect(s.messages).toEqual(capture('chat-connect-refused').received);
    // a refused channel gets nothing either
    await ok('chat/messages/create-to-room', { toRoomId: roomId, text: 'members only' }, a);
    const visitor = await StreamClient.open(t.inst);
    for (const f of capture('chat-visitor-socket').sent) {
      const params = f.body.channel === 'chatUser' ? { otherId: a.id } : { roomId };
      visitor.send({ ...f, body: { ...f.body, params } });
    }
    await quiet(300);
    expect(s.messages).toHaveLength(1);
    expect(visitor.messages).toEqual([]);
    s.close();
    visitor.close();
  });
});

describe('main: newChatMessage about 3 s after a message still unread, and the invitation notification', () => {
  test("a 1:1 message left unread reaches main after Misskey's 3 s, in full", async () => {
    const s = await StreamClient.open(t.inst, b.token);
    s.send({ type: 'connect', body: { channel: 'main', id: 'main-1', params: {} } });
    await quiet(100);
    const sentAt = Date.now();
    await ok('chat/messages/create-to-user', { toUserId: b.id, text: 'are you there?' }, a);
    const frame = await s.waitFor(
      (f) => f.body?.type === 'newChatMessage' && f.body.body.text === 'are you there?',
      6000,
    );
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2900);
    expectAsCaptured('main-newChatMessage', [frame]);
    expect(frame.body.body).toMatchObject({ fromUser: { id: a.id }, toUser: { id: b.id } });
    s.close();
  });

  test('a `read` on the chatUser channel in time suppresses it', async () => {
    const s = await StreamClient.open(t.inst, b.token);
    s.send({ type: 'connect', body: { channel: 'main', id: 'main-1', params: {} } });
    await s.connect('chatUser', 'chatUser-1', { otherId: a.id });
    await ok('chat/messages/create-to-user', { toUserId: b.id, text: 'read at once' }, a);
    await s.waitFor((f) => f.body?.type === 'message');
    s.send({ type: 'channel', body: { id: 'chatUser-1', type: 'read', body: {} } });
    await quiet(3500);
    expectAsCaptured('chatUser-read', s.messages);
    const history = await ok('chat/history', {}, b);
    expect(history[0]).toMatchObject({ text: 'read at once', isRead: true });
    s.close();
  });

  test('a room message too, for members who did not read the room (not for the sender)', async () => {
    const sb = await StreamClient.open(t.inst, b.token);
    sb.send({ type: 'connect', body: { channel: 'main', id: 'main-1', params: {} } });
    const sa = await StreamClient.open(t.inst, a.token);
    sa.send({ type: 'connect', body: { channel: 'main', id: 'main-1', params: {} } });
    await quiet(100);
    await ok('chat/messages/create-to-room', { toRoomId: roomId, text: 'room news' }, a);
    const frame = await sb.waitFor(
      (f) => f.body?.type === 'newChatMessage' && f.body.body.text === 'room news',
      6000,
    );
    expectAsCaptured('main-newChatMessage-room', [frame]);
    expect(frame.body.body).toMatchObject({ toRoomId: roomId, toRoom: { id: roomId } });
    expect(sa.messages.filter((f) => f.body?.type === 'newChatMessage')).toEqual([]);
    sa.close();
    sb.close();
  });

  test('being invited to a room sends chatRoomInvitationReceived, then unreadNotification', async () => {
    const s = await StreamClient.open(t.inst, e.token);
    s.send({ type: 'connect', body: { channel: 'main', id: 'main-1', params: {} } });
    await quiet(100);
    await ok('chat/rooms/invitations/create', { roomId, userId: e.id }, a);
    await s.waitFor((f) => f.body?.type === 'unreadNotification', 5000);
    expectAsCaptured('notification-chatRoomInvitationReceived', s.messages);
    s.close();
  });
});
