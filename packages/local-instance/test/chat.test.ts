// Chat as upstream Misskey 2026.7 answers it (fixtures/misskey-2026.7.0/api/chat~*.json): messages
// to users and rooms, who may write to whom, rooms and invitations, reactions, unread state, and
// the refusals upstream answers with a 500 that are 4xx here (Misskey's reason as the message).
import { describe, expect, test } from 'vitest';
import { roleInput, StreamClient, testInstance, uploadPng, type Json, type TestAccount } from './helpers.ts';

const t = testInstance({ seed: 'demo' });
const admin = t.signin('admin');
const a = t.signup('chat_a');
const b = t.signup('chat_b');
const c = t.signup('chat_c');
const d = t.signup('chat_d');
const e = t.signup('chat_e');

const call = (endpoint: string, body: Record<string, unknown>, who?: TestAccount) =>
  t.api(endpoint, body, who?.token);
async function ok(endpoint: string, body: Record<string, unknown>, who: TestAccount): Promise<Json> {
  const res = await call(endpoint, body, who);
  expect(res.status, `${endpoint}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}
const send = (from: TestAccount, to: TestAccount, text: string) =>
  ok('chat/messages/create-to-user', { toUserId: to.id, text }, from);
const scope = (who: TestAccount, chatScope: string) => ok('i/update', { chatScope }, who);
const refusal = (res: { status: number; body: Json }) => ({ status: res.status, ...res.body.error });

describe('chatScope and the refusals of a message to a user', () => {
  test('i/update keeps chatScope, i and users/show report it, an unknown value is INVALID_PARAM', async () => {
    expect((await ok('i', {}, a)).chatScope).toBe('mutual');
    expect((await scope(a, 'everyone')).chatScope).toBe('everyone');
    expect((await ok('users/show', { userId: a.id }, b)).chatScope).toBe('everyone');
    expect((await ok('users/show', { userId: a.id }, b)).canChat).toBe(true);
    const bad = await call('i/update', { chatScope: 'friends' }, a);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'INVALID_PARAM',
      info: { param: expect.stringContaining('chatScope') },
    });
  });

  test('none and mutual refuse with Misskey reason in a 403; mutual is judged when sending', async () => {
    await scope(c, 'none');
    expect(
      refusal(await call('chat/messages/create-to-user', { toUserId: c.id, text: 'x' }, a)),
    ).toMatchObject({
      status: 403,
      code: 'RECIPIENT_CANNOT_CHAT',
      message: 'recipient is cannot chat (none)',
      info: { e: { message: 'recipient is cannot chat (none)' } },
    });
    await scope(d, 'mutual');
    const toD = () => call('chat/messages/create-to-user', { toUserId: d.id, text: 'hello d' }, a);
    expect(refusal(await toD())).toMatchObject({ status: 403, message: 'recipient is cannot chat (mutual)' });
    await ok('following/create', { userId: d.id }, a);
    await ok('following/create', { userId: a.id }, d);
    expect((await toD()).status).toBe(200);
    // d writes to a (everyone), then they unfollow each other: a may no longer write to d
    await send(d, a, 'answer from d');
    await ok('following/delete', { userId: d.id }, a);
    expect(refusal(await toD())).toMatchObject({ status: 403, message: 'recipient is cannot chat (mutual)' });
  });

  test('followers and following scopes', async () => {
    await scope(e, 'followers');
    const toE = () => call('chat/messages/create-to-user', { toUserId: e.id, text: 'hi e' }, b);
    expect(refusal(await toE()).message).toBe('recipient is cannot chat (followers)');
    await ok('following/create', { userId: e.id }, b);
    expect((await toE()).status).toBe(200);
    await scope(e, 'following');
    expect(refusal(await toE()).message).toBe('recipient is cannot chat (following)');
    await scope(e, 'everyone');
  });

  test('a recipient who blocks the sender refuses with "blocked"', async () => {
    await scope(b, 'everyone');
    await ok('blocking/create', { userId: e.id }, b);
    expect(
      refusal(await call('chat/messages/create-to-user', { toUserId: b.id, text: 'x' }, e)),
    ).toMatchObject({
      status: 403,
      code: 'BLOCKED',
      message: 'blocked',
    });
    await ok('blocking/delete', { userId: e.id }, b);
  });

  test('the recorded client errors: yourself, no such user or file, no content, too long', async () => {
    const errorOf = async (body: Record<string, unknown>) =>
      (await call('chat/messages/create-to-user', body, a)).body.error;
    expect(await errorOf({ toUserId: a.id, text: 'x' })).toMatchObject({ code: 'RECIPIENT_IS_YOURSELF' });
    expect(await errorOf({ toUserId: 'azzzzzzzzzzzzzzz', text: 'x' })).toMatchObject({
      code: 'NO_SUCH_USER',
      id: '11795c64-40ea-4198-b06e-3c873ed9039d',
    });
    const othersFile = await uploadPng(t.inst, b.token, { name: 'b.png' });
    expect(await errorOf({ toUserId: b.id, fileId: othersFile.id })).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: '4372b8e2-185d-4146-8749-2f68864a3e5f',
    });
    expect(await errorOf({ toUserId: b.id })).toMatchObject({ code: 'CONTENT_REQUIRED' });
    expect(await errorOf({ toUserId: b.id, text: 'x'.repeat(2001) })).toMatchObject({
      code: 'INVALID_PARAM',
    });
  });

  test('visitors get CREDENTIAL_REQUIRED from every chat endpoint', async () => {
    for (const endpoint of [
      'chat/history',
      'chat/messages/create-to-user',
      'chat/rooms/create',
      'chat/read-all',
    ]) {
      const res = await call(endpoint, {});
      expect(res.status, endpoint).toBe(401);
      expect(res.body.error.code).toBe('CREDENTIAL_REQUIRED');
    }
  });
});

describe('1:1 messages, files, reactions, unread state', () => {
  test('a message with a file, the timeline both ways, show for the two only', async () => {
    await scope(b, 'everyone');
    const file = await uploadPng(t.inst, a.token, { name: 'for-b.png' });
    const sent = await ok(
      'chat/messages/create-to-user',
      { toUserId: b.id, text: '  with a picture ', fileId: file.id },
      a,
    );
    expect(sent).toMatchObject({
      text: 'with a picture',
      fromUserId: a.id,
      toUserId: b.id,
      fileId: file.id,
      reactions: [],
    });
    expect(sent.file).toMatchObject({ id: file.id, userId: null, user: null });
    expect(sent.fromUser).toBeUndefined();
    const forB = await ok('chat/messages/user-timeline', { userId: a.id, limit: 1 }, b);
    expect(forB.map((m: Json) => m.id)).toEqual([sent.id]);
    expect((await ok('chat/messages/show', { messageId: sent.id }, b)).toUser.id).toBe(b.id);
    const byC = await call('chat/messages/show', { messageId: sent.id }, c);
    expect(byC.body.error).toMatchObject({
      code: 'NO_SUCH_MESSAGE',
      id: '3710865b-1848-4da9-8d61-cfed15510b93',
    });
    const attached = await ok('drive/files/attached-chat-messages', { fileId: file.id }, a);
    expect(attached.map((m: Json) => m.id)).toEqual([sent.id]);
    const notMine = await call('drive/files/attached-chat-messages', { fileId: file.id }, b);
    expect(notMine.body.error).toMatchObject({
      code: 'NO_SUCH_FILE',
      id: '485ce26d-f5d2-4313-9783-e689d131eafb',
    });
  });

  test('the recipient reacts (twice alike, custom emoji too); the sender and others may not', async () => {
    const m = await send(a, b, 'react to me');
    await ok('chat/messages/react', { messageId: m.id, reaction: '👍' }, b);
    await ok('chat/messages/react', { messageId: m.id, reaction: '👍' }, b);
    const own = await call('chat/messages/react', { messageId: m.id, reaction: '👍' }, a);
    expect(refusal(own)).toMatchObject({ status: 400, message: 'cannot react to own message' });
    const others = await call('chat/messages/react', { messageId: m.id, reaction: '👍' }, c);
    expect(refusal(others)).toMatchObject({ status: 403, message: 'cannot react to others message' });
    const emoji = await call('chat/messages/react', { messageId: m.id, reaction: ':no_such_emoji:' }, b);
    expect(refusal(emoji)).toMatchObject({ status: 400, code: 'NO_SUCH_EMOJI', message: 'no such emoji' });
    const missing = await call('chat/messages/react', { messageId: 'azzzzzzzzzzzzzzz', reaction: '👍' }, b);
    expect(missing.body.error).toMatchObject({
      code: 'NO_SUCH_MESSAGE',
      id: '9b5839b9-0ba0-4351-8c35-37082093d200',
    });
    let shown = await ok('chat/messages/show', { messageId: m.id }, a);
    expect(shown.reactions.map((r: Json) => [r.user.id, r.reaction])).toEqual([
      [b.id, '👍'],
      [b.id, '👍'],
    ]);
    await ok('chat/messages/unreact', { messageId: m.id, reaction: '🎉' }, b);
    await ok('chat/messages/unreact', { messageId: m.id, reaction: '👍' }, b);
    shown = await ok('chat/messages/show', { messageId: m.id }, a);
    expect(shown.reactions).toEqual([]);
  });

  test('a message keeps its text when its file is deleted from the drive', async () => {
    const file = await uploadPng(t.inst, a.token, { name: 'short-lived.png' });
    const m = await ok('chat/messages/create-to-user', { toUserId: b.id, text: 'look', fileId: file.id }, a);
    await ok('drive/files/delete', { fileId: file.id }, a);
    expect(await ok('chat/messages/show', { messageId: m.id }, b)).toMatchObject({
      text: 'look',
      fileId: null,
      file: null,
    });
  });

  test('only the sender deletes a message', async () => {
    const m = await send(a, b, 'to be deleted');
    expect((await call('chat/messages/delete', { messageId: m.id }, b)).body.error.code).toBe(
      'NO_SUCH_MESSAGE',
    );
    expect((await call('chat/messages/delete', { messageId: m.id }, a)).status).toBe(204);
    expect((await call('chat/messages/delete', { messageId: m.id }, a)).body.error.code).toBe(
      'NO_SUCH_MESSAGE',
    );
  });

  test('unread: i.hasUnreadChatMessages, history isRead, read by the timeline, read-all clears the flag only', async () => {
    const reader = await (async () => {
      const res = await call('signup', { username: 'chat_reader', password: 'pass-word' });
      return { id: res.body.id as string, token: res.body.token as string };
    })();
    await scope(reader, 'everyone');
    expect((await ok('i', {}, reader)).hasUnreadChatMessages).toBe(false);
    const m = await send(a, reader, 'are you there?');
    expect((await ok('i', {}, reader)).hasUnreadChatMessages).toBe(true);
    const history = await ok('chat/history', {}, reader);
    expect(history.map((x: Json) => [x.id, x.isRead])).toEqual([[m.id, false]]);
    expect((await ok('chat/history', {}, a))[0]).toMatchObject({ toUserId: reader.id, isRead: true });
    await ok('chat/read-all', {}, reader);
    expect((await ok('i', {}, reader)).hasUnreadChatMessages).toBe(false);
    expect((await ok('chat/history', {}, reader))[0].isRead).toBe(false);
    await ok('chat/messages/user-timeline', { userId: a.id }, reader);
    expect((await ok('chat/history', {}, reader))[0].isRead).toBe(true);
  });

  test('an account deleted by the moderators takes its messages and their unread marks with it', async () => {
    const signUp = async (username: string) => {
      const res = await call('signup', { username, password: 'pass-word' });
      return { id: res.body.id as string, token: res.body.token as string };
    };
    const [gone, stays] = [await signUp('chat_gone'), await signUp('chat_stays')];
    await scope(stays, 'everyone');
    await send(gone, stays, 'goodbye');
    expect((await ok('i', {}, stays)).hasUnreadChatMessages).toBe(true);
    await ok('admin/delete-account', { userId: gone.id }, admin);
    expect((await ok('i', {}, stays)).hasUnreadChatMessages).toBe(false);
    expect(await ok('chat/history', {}, stays)).toEqual([]);
  });

  test('search finds text in own conversations, any case; an unknown user gives []', async () => {
    await send(a, b, 'Searchable Pineapple');
    const found = await ok('chat/messages/search', { query: 'pineapple' }, b);
    expect(found.map((x: Json) => x.text)).toEqual(['Searchable Pineapple']);
    expect(await ok('chat/messages/search', { query: 'pineapple' }, c)).toEqual([]);
    expect(await ok('chat/messages/search', { query: 'pineapple', userId: 'azzzzzzzzzzzzzzz' }, b)).toEqual(
      [],
    );
    expect((await call('chat/messages/search', { query: '' }, b)).status).toBe(400);
    // LIKE's wildcards are searched for as they are
    expect(await ok('chat/messages/search', { query: '%' }, b)).toEqual([]);
    await send(a, b, '100% sure');
    expect((await ok('chat/messages/search', { query: '0%' }, b)).map((x: Json) => x.text)).toEqual([
      '100% sure',
    ]);
  });
});

describe('rooms, invitations and memberships', () => {
  let roomId = '';
  test('the owner makes a room, invites, and the invitee is notified', async () => {
    const room = await ok('chat/rooms/create', { name: 'Tea room', description: 'for tea' }, a);
    roomId = room.id;
    expect(room).toMatchObject({ name: 'Tea room', ownerId: a.id, isMuted: false, invitationExists: false });
    const inv = await ok('chat/rooms/invitations/create', { roomId, userId: b.id }, a);
    expect(inv).toMatchObject({ roomId, userId: b.id, room: { id: roomId, invitationExists: false } });
    const again = await call('chat/rooms/invitations/create', { roomId, userId: b.id }, a);
    expect(refusal(again)).toMatchObject({
      status: 400,
      code: 'ALREADY_INVITED',
      message: 'already invited',
    });
    const self = await call('chat/rooms/invitations/create', { roomId, userId: a.id }, a);
    expect(refusal(self)).toMatchObject({ status: 400, message: 'yourself' });
    const nobody = await call('chat/rooms/invitations/create', { roomId, userId: 'azzzzzzzzzzzzzzz' }, a);
    expect(refusal(nobody)).toMatchObject({ status: 400, code: 'NO_SUCH_USER' });
    const notOwner = await call('chat/rooms/invitations/create', { roomId, userId: c.id }, b);
    expect(notOwner.body.error).toMatchObject({
      code: 'NO_SUCH_ROOM',
      id: '916f9507-49ba-4e90-b57f-1fd4deaa47a5',
    });
    const notes = await ok('i/notifications', { includeTypes: ['chatRoomInvitationReceived'] }, b);
    expect(notes[0]).toMatchObject({
      type: 'chatRoomInvitationReceived',
      userId: a.id,
      invitation: { id: inv.id },
    });
    expect((await ok('chat/rooms/show', { roomId }, b)).invitationExists).toBe(true);
    expect((await call('chat/rooms/show', { roomId }, c)).body.error.code).toBe('NO_SUCH_ROOM');
    expect((await ok('chat/rooms/invitations/inbox', {}, b)).map((x: Json) => x.id)).toEqual([inv.id]);
    expect((await ok('chat/rooms/invitations/outbox', { roomId }, a)).map((x: Json) => x.id)).toEqual([
      inv.id,
    ]);
  });

  test('joining uses the invitation; an ignored one still admits; non-members are refused', async () => {
    const notMember = await call('chat/messages/create-to-room', { toRoomId: roomId, text: 'let me in' }, b);
    expect(refusal(notMember)).toMatchObject({ status: 403, message: 'you are not a member of the room' });
    expect((await call('chat/rooms/join', { roomId }, b)).status).toBe(204);
    const twice = await call('chat/rooms/join', { roomId }, b);
    expect(refusal(twice)).toMatchObject({ status: 400, code: 'NO_SUCH_INVITATION' });
    await ok('chat/rooms/invitations/create', { roomId, userId: c.id }, a);
    await ok('chat/rooms/invitations/ignore', { roomId }, c);
    expect(await ok('chat/rooms/invitations/inbox', {}, c)).toEqual([]);
    expect((await call('chat/rooms/join', { roomId }, c)).status).toBe(204);
    const members = await ok('chat/rooms/members', { roomId }, a);
    expect(members.map((m: Json) => m.user.id)).toEqual([c.id, b.id]);
    expect(await ok('chat/rooms/joining', {}, a)).toEqual([]);
    expect((await ok('chat/rooms/joining', {}, b))[0].room.id).toBe(roomId);
    expect((await call('chat/rooms/members', { roomId }, d)).body.error.code).toBe('NO_SUCH_ROOM');
  });

  test('room messages: owner and members write, timeline, reactions name who reacted, show only for the sender', async () => {
    const first = await ok('chat/messages/create-to-room', { toRoomId: roomId, text: 'welcome' }, a);
    expect(first).toMatchObject({ toRoomId: roomId, fromUser: { id: a.id } });
    await ok('chat/messages/create-to-room', { toRoomId: roomId, text: 'hi all' }, b);
    const timeline = await ok('chat/messages/room-timeline', { roomId }, c);
    expect(timeline.map((m: Json) => m.text)).toEqual(['hi all', 'welcome']);
    await ok('chat/messages/react', { messageId: first.id, reaction: '🎉' }, b);
    expect(
      (await ok('chat/messages/room-timeline', { roomId, limit: 1, untilId: timeline[0].id }, b))[0]
        .reactions[0],
    ).toMatchObject({ reaction: '🎉', user: { id: b.id } });
    expect((await call('chat/messages/show', { messageId: first.id }, b)).body.error.code).toBe(
      'NO_SUCH_MESSAGE',
    );
    const stranger = await call('chat/messages/react', { messageId: first.id, reaction: '🎉' }, d);
    expect(refusal(stranger)).toMatchObject({ status: 403, message: 'cannot react to others message' });
    const rooms = await ok('chat/history', { room: true }, c);
    expect(rooms[0]).toMatchObject({ toRoomId: roomId, toRoom: { id: roomId } });
  });

  test('mute and leave need a membership (the owner has none)', async () => {
    expect((await call('chat/rooms/mute', { roomId, mute: true }, b)).status).toBe(204);
    expect((await ok('chat/rooms/show', { roomId }, b)).isMuted).toBe(true);
    const owner = await call('chat/rooms/mute', { roomId, mute: true }, a);
    expect(refusal(owner)).toMatchObject({ status: 400, code: 'NO_SUCH_MEMBERSHIP' });
    expect((await call('chat/rooms/leave', { roomId }, c)).status).toBe(204);
    expect(refusal(await call('chat/rooms/leave', { roomId }, c))).toMatchObject({
      code: 'NO_SUCH_MEMBERSHIP',
    });
    expect(refusal(await call('chat/rooms/leave', { roomId }, a))).toMatchObject({
      code: 'NO_SUCH_MEMBERSHIP',
    });
    const unknown = await call('chat/rooms/leave', { roomId: 'azzzzzzzzzzzzzzz' }, c);
    expect(unknown.body.error).toMatchObject({
      code: 'NO_SUCH_ROOM',
      id: 'cb7f3179-50e8-4389-8c30-dbe2650a67c9',
    });
  });

  test("update and delete are the owner's", async () => {
    expect((await ok('chat/rooms/update', { roomId, name: 'Green tea room' }, a)).name).toBe(
      'Green tea room',
    );
    expect((await call('chat/rooms/update', { roomId, name: 'x' }, b)).body.error.code).toBe('NO_SUCH_ROOM');
    expect((await ok('chat/rooms/owned', {}, a)).map((r: Json) => r.id)).toContain(roomId);
    expect((await call('chat/rooms/delete', { roomId }, b)).body.error.code).toBe('NO_SUCH_ROOM');
    expect((await call('chat/rooms/delete', { roomId }, a)).status).toBe(204);
    expect((await call('chat/rooms/show', { roomId }, a)).body.error.code).toBe('NO_SUCH_ROOM');
  });
});

describe('the chatAvailability role policy', () => {
  const setChat = (chatAvailability: string) =>
    ok('admin/roles/update-default-policies', { policies: { chatAvailability } }, admin);

  test('readonly refuses writing, unavailable everything; canChat follows; available restores', async () => {
    const m = await send(a, b, 'before the policy');
    await setChat('readonly');
    try {
      expect((await ok('i', {}, a)).policies.chatAvailability).toBe('readonly');
      expect((await ok('users/show', { userId: b.id }, a)).canChat).toBe(false);
      const write = await call('chat/messages/create-to-user', { toUserId: b.id, text: 'x' }, a);
      expect(write.status).toBe(403);
      expect(write.body.error).toMatchObject({
        code: 'ROLE_PERMISSION_DENIED',
        id: 'c3d38592-54c0-429d-be96-5636b0431a61',
      });
      expect((await call('chat/rooms/create', { name: 'x' }, a)).status).toBe(403);
      expect((await call('chat/messages/react', { messageId: m.id, reaction: '👍' }, b)).status).toBe(403);
      expect((await call('chat/messages/user-timeline', { userId: b.id }, a)).status).toBe(200);
      await setChat('unavailable');
      expect((await call('chat/messages/user-timeline', { userId: b.id }, a)).status).toBe(403);
      expect((await call('chat/history', {}, a)).status).toBe(403);
    } finally {
      await setChat('available');
    }
    expect((await call('chat/history', {}, a)).status).toBe(200);
  });

  test("a role of the user's sets it too: a role without chat keeps its holder out, and the stream too", async () => {
    const role = await ok(
      'admin/roles/create',
      roleInput({
        name: 'No chat',
        policies: { chatAvailability: { useDefault: false, priority: 0, value: 'unavailable' } },
      }),
      admin,
    );
    await ok('admin/roles/assign', { roleId: role.id, userId: c.id }, admin);
    try {
      expect((await call('chat/rooms/owned', {}, c)).body.error.code).toBe('ROLE_PERMISSION_DENIED');
      expect((await ok('users/show', { userId: c.id }, a)).canChat).toBe(false);
      const socket = await StreamClient.open(t.inst, c.token);
      socket.send({
        type: 'connect',
        body: { channel: 'chatUser', id: 'u', params: { otherId: a.id }, pong: true },
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(socket.messages).toEqual([]);
      socket.close();
      // others cannot write to someone whose role has no chat
      await scope(c, 'everyone');
      const toC = await call('chat/messages/create-to-user', { toUserId: c.id, text: 'x' }, a);
      expect(refusal(toC)).toMatchObject({ status: 403, message: 'recipient is cannot chat (policy)' });
    } finally {
      await ok('admin/roles/delete', { roleId: role.id }, admin);
    }
    expect((await call('chat/rooms/owned', {}, c)).status).toBe(200);
  });
});

describe('the demo has chat to show', () => {
  const alice = t.signin('alice');
  const carol = t.signin('carol');

  test('alice has an unread conversation with bob and owns a room with two members', async () => {
    expect((await ok('i', {}, alice)).hasUnreadChatMessages).toBe(true);
    const [latest] = await ok('chat/history', {}, alice);
    expect(latest).toMatchObject({
      fromUser: { username: 'bob' },
      toUser: { username: 'alice' },
      isRead: false,
    });
    const conversation = await ok(
      'chat/messages/user-timeline',
      { userId: latest.fromUserId, limit: 100 },
      alice,
    );
    expect(conversation.length).toBeGreaterThanOrEqual(5);
    expect(conversation.some((m: Json) => m.file?.type.startsWith('image/'))).toBe(true);
    const [room] = await ok('chat/rooms/owned', {}, alice);
    expect(room.name).toBe('Cloud spotters');
    const members = await ok('chat/rooms/members', { roomId: room.id }, alice);
    expect(members.map((m: Json) => m.user.username).sort()).toEqual(['bob', 'erin']);
    expect((await ok('chat/messages/room-timeline', { roomId: room.id }, alice)).length).toBeGreaterThan(2);
  });

  test('carol is invited to the room and was notified', async () => {
    const [invitation] = await ok('chat/rooms/invitations/inbox', {}, carol);
    expect(invitation.room.name).toBe('Cloud spotters');
    const notes = await ok('i/notifications', { includeTypes: ['chatRoomInvitationReceived'] }, carol);
    expect(notes[0]).toMatchObject({ invitation: { id: invitation.id } });
  });
});
