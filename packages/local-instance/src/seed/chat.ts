// Demo chat: alice and bob (who follow each other) talked yesterday and bob's last message waits
// unread for alice; alice's room "Cloud spotters" has bob and erin in it, and carol is invited.
import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { DriveFileRow, UserRow } from '../db/rows.ts';
import { run } from '../db/statement.ts';
import { createNotification } from '../services/notifications.ts';
import { markUnread, roomSource, userSource } from '../services/chat-unread.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Line {
  from: string;
  text: string | null;
  minutesAgo: number;
  file?: string;
  /** Reactions made to it, by who. */
  reactions?: Array<[string, string]>;
}

const CONVERSATION: Line[] = [
  { from: 'alice', text: 'Bob, did you see the sky this morning? :kumo:', minutesAgo: 26 * 60 },
  {
    from: 'bob',
    text: 'I was still asleep 😴 Was it good?',
    minutesAgo: 25 * 60,
    reactions: [['alice', '😂']],
  },
  {
    from: 'alice',
    text: 'Pink clouds everywhere. Here:',
    minutesAgo: 25 * 60 - 3,
    file: 'sunset-over-hills.jpg',
  },
  {
    from: 'bob',
    text: 'Wow. **Wow.** Setting an alarm tomorrow.',
    minutesAgo: 24 * 60,
    reactions: [['alice', '👍']],
  },
  { from: 'bob', text: 'Also: the chat page works on the local instance now. Try it!', minutesAgo: 40 },
];

const ROOM: Line[] = [
  { from: 'alice', text: 'Welcome to Cloud spotters ☁️ Post what you see above you.', minutesAgo: 6 * 60 },
  {
    from: 'erin',
    text: 'Drew these this afternoon',
    minutesAgo: 5 * 60,
    file: 'spring-flowers.png',
    reactions: [
      ['alice', '❤'],
      ['bob', '🎉'],
    ],
  },
  { from: 'bob', text: 'Stripes over Osaka today.', minutesAgo: 3 * 60, file: 'panorama-stripes.png' },
  { from: 'alice', text: 'Cumulus season is here!', minutesAgo: 90 },
];

export function seedChat(
  inst: Instance,
  users: Map<string, UserRow>,
  pic: (name: string) => DriveFileRow,
  now: number,
): void {
  const U = (name: string) => users.get(name)!;
  const insert = (line: Line, to: { toUserId?: string; toRoomId?: string }): string => {
    const createdAt = now - line.minutesAgo * MINUTE;
    const id = genId(createdAt);
    const reactions = (line.reactions ?? []).map(([who, r]) => `${U(who).id}/${r}`);
    run(
      inst.db,
      `INSERT INTO chat_messages (id, createdAt, fromUserId, toUserId, toRoomId, text, fileId, reactions)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      createdAt,
      U(line.from).id,
      to.toUserId ?? null,
      to.toRoomId ?? null,
      line.text,
      line.file ? pic(line.file).id : null,
      JSON.stringify(reactions),
    );
    return id;
  };

  let lastToAlice = '';
  for (const line of CONVERSATION) {
    const to = line.from === 'alice' ? 'bob' : 'alice';
    const id = insert(line, { toUserId: U(to).id });
    if (to === 'alice') lastToAlice = id;
  }
  markUnread(inst, U('alice').id, userSource(U('bob').id), lastToAlice);

  const roomAt = now - 8 * HOUR;
  const roomId = genId(roomAt);
  run(
    inst.db,
    'INSERT INTO chat_rooms (id, createdAt, ownerId, name, description) VALUES (?, ?, ?, ?, ?)',
    roomId,
    roomAt,
    U('alice').id,
    'Cloud spotters',
    'Photos and drawings of the sky. Be kind, stay curious.',
  );
  for (const [i, member] of ['bob', 'erin'].entries()) {
    const at = roomAt + (i + 1) * 10 * MINUTE;
    run(
      inst.db,
      'INSERT INTO chat_room_memberships (id, createdAt, roomId, userId, isMuted) VALUES (?, ?, ?, ?, 0)',
      genId(at),
      at,
      roomId,
      U(member).id,
    );
  }
  let lastInRoom = '';
  for (const line of ROOM) lastInRoom = insert(line, { toRoomId: roomId });
  for (const member of ['bob', 'erin']) markUnread(inst, U(member).id, roomSource(roomId), lastInRoom);

  const invitedAt = now - 2 * HOUR;
  const invitationId = genId(invitedAt);
  run(
    inst.db,
    'INSERT INTO chat_room_invitations (id, createdAt, roomId, userId, ignored) VALUES (?, ?, ?, ?, 0)',
    invitationId,
    invitedAt,
    roomId,
    U('carol').id,
  );
  createNotification(inst, {
    notifieeId: U('carol').id,
    notifierId: U('alice').id,
    type: 'chatRoomInvitationReceived',
    extra: { invitationId },
    createdAt: invitedAt,
    silent: true,
  });
}
