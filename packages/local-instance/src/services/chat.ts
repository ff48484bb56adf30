// Chat as Misskey's ChatService does it: messages to a user (the recipient's chatScope, role and
// blocks decide, at the time of sending) or to a room (its owner and members), reactions, deletion,
// and the stream events and the "still unread after 3 s" `newChatMessage` that follow.
import type { Instance } from '../context.ts';
import { packContext } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { ChatMessageRow, ChatRoomRow, UserRow } from '../db/rows.ts';
import { all, one, run } from '../db/statement.ts';
import { effectivePolicies } from '../packing/policies.ts';
import {
  packMessageDetailed,
  packMessageLiteFor1on1,
  packMessageLiteForRoom,
  reactionsOf,
} from '../packing/chat.ts';
import { packUserLiteById } from '../packing/user.ts';
import { chatRefusal } from '../api/shared/chat-errors.ts';
import { chatRights, chatScopeOf, chatScopeRefusal } from './chat-scope.ts';
import { isUnread, markRead, markUnread, roomSource, userSource } from './chat-unread.ts';
import { isBlocking } from './mutes.ts';
import { findUserById, isFollowing } from './users.ts';
import { userSettings } from './user-settings.ts';

/** Misskey's limits: members of a room (the owner aside), reactions on one message. */
export const MAX_ROOM_MEMBERS = 50;
export const MAX_REACTIONS_PER_MESSAGE = 100;
/** Misskey tells the recipient of a message still unread after three seconds (`newChatMessage`). */
export const CHAT_UNREAD_DELAY_MS = 3000;

export function chatRightsOf(inst: Instance, user: UserRow): { read: boolean; write: boolean } {
  return chatRights(effectivePolicies(inst, user).chatAvailability);
}

export function findRoom(inst: Instance, roomId: string): ChatRoomRow | undefined {
  return one<ChatRoomRow>(inst.db, 'SELECT * FROM chat_rooms WHERE id = ?', roomId);
}

export function findMessage(inst: Instance, messageId: string): ChatMessageRow | undefined {
  return one<ChatMessageRow>(inst.db, 'SELECT * FROM chat_messages WHERE id = ?', messageId);
}

/** The owner counts as a member, though Misskey makes no membership for them. */
export function isRoomMember(inst: Instance, room: ChatRoomRow, userId: string): boolean {
  return (
    room.ownerId === userId ||
    one(inst.db, 'SELECT 1 FROM chat_room_memberships WHERE roomId = ? AND userId = ?', room.id, userId) !=
      null
  );
}

export function memberCount(inst: Instance, roomId: string): number {
  return one<{ c: number }>(
    inst.db,
    'SELECT COUNT(*) AS c FROM chat_room_memberships WHERE roomId = ?',
    roomId,
  )!.c;
}

interface Content {
  text: string | null;
  fileId: string | null;
}

function insertMessage(inst: Instance, row: ChatMessageRow): ChatMessageRow {
  run(
    inst.db,
    `INSERT INTO chat_messages (id, createdAt, fromUserId, toUserId, toRoomId, text, fileId, reactions)
     VALUES (@id, @createdAt, @fromUserId, @toUserId, @toRoomId, @text, @fileId, @reactions)`,
    row,
  );
  return row;
}

function newRow(from: UserRow, to: { toUserId?: string; toRoomId?: string }, c: Content): ChatMessageRow {
  const createdAt = Date.now();
  return {
    id: genId(createdAt),
    createdAt,
    fromUserId: from.id,
    toUserId: to.toUserId ?? null,
    toRoomId: to.toRoomId ?? null,
    text: c.text?.trim() || null,
    fileId: c.fileId,
    reactions: '[]',
  };
}

/** Why `to` does not take a message from `from` now, in Misskey's words, or null. */
export function refusalToUser(
  inst: Instance,
  from: UserRow,
  to: UserRow,
): ReturnType<typeof chatRefusal> | null {
  const scopeRefusal = chatScopeRefusal(chatScopeOf(userSettings(to).chatScope), {
    senderFollows: isFollowing(inst.db, from.id, to.id),
    recipientFollows: isFollowing(inst.db, to.id, from.id),
  });
  if (scopeRefusal) return chatRefusal('recipientCannotChat', scopeRefusal);
  if (!chatRightsOf(inst, to).write)
    return chatRefusal('recipientCannotChat', 'recipient is cannot chat (policy)');
  if (isBlocking(inst.db, to.id, from.id)) return chatRefusal('blocked', 'blocked');
  return null;
}

export function sendToUser(inst: Instance, from: UserRow, to: UserRow, c: Content): ChatMessageRow {
  const refusal = refusalToUser(inst, from, to);
  if (refusal) throw refusal;
  const row = insertMessage(inst, newRow(from, { toUserId: to.id }, c));
  markUnread(inst, to.id, userSource(from.id), row.id);
  const lite = (origin: string) => packMessageLiteFor1on1(packContext(inst, origin, null), row);
  inst.events.emit('chatUser', from.id, to.id, 'message', lite);
  inst.events.emit('chatUser', to.id, from.id, 'message', lite);
  later(inst, () => {
    if (!isUnread(inst, to.id, userSource(from.id))) return;
    const recipient = findUserById(inst.db, to.id);
    if (!recipient || !findMessage(inst, row.id)) return;
    inst.events.emit('main', to.id, 'newChatMessage', (origin: string) =>
      packMessageDetailed(packContext(inst, origin, recipient), row),
    );
  });
  return row;
}

/** Those of a room a message to it concerns: its members and its owner, with their mute. */
function roomPeople(inst: Instance, room: ChatRoomRow): Array<{ userId: string; isMuted: boolean }> {
  return all<{ userId: string; isMuted: number }>(
    inst.db,
    'SELECT userId, isMuted FROM chat_room_memberships WHERE roomId = ?',
    room.id,
  )
    .map((m) => ({ userId: m.userId, isMuted: !!m.isMuted }))
    .concat({ userId: room.ownerId, isMuted: false });
}

export function sendToRoom(inst: Instance, from: UserRow, room: ChatRoomRow, c: Content): ChatMessageRow {
  const people = roomPeople(inst, room);
  if (!people.some((p) => p.userId === from.id))
    throw chatRefusal('notMember', 'you are not a member of the room');
  const row = insertMessage(inst, newRow(from, { toRoomId: room.id }, c));
  const others = people.filter((p) => p.userId !== from.id);
  for (const p of others) if (!p.isMuted) markUnread(inst, p.userId, roomSource(room.id), row.id);
  inst.events.emit('chatRoom', room.id, 'message', (origin: string) =>
    packMessageLiteForRoom(packContext(inst, origin, null), row),
  );
  later(inst, () => {
    if (!findMessage(inst, row.id)) return;
    const waiting = others.filter((p) => isUnread(inst, p.userId, roomSource(room.id)));
    for (const p of waiting)
      inst.events.emit('main', p.userId, 'newChatMessage', (origin: string) =>
        packMessageDetailed(packContext(inst, origin, null), row),
      );
  });
  return row;
}

/** Runs `fn` once the unread delay has passed, unless the instance was closed meanwhile. */
function later(inst: Instance, fn: () => void): void {
  const timer = setTimeout(() => {
    try {
      fn();
    } catch {
      // the instance was closed meanwhile
    }
  }, inst.options.chatUnreadDelayMs);
  timer.unref();
}

export function deleteMessage(inst: Instance, row: ChatMessageRow): void {
  run(inst.db, 'DELETE FROM chat_messages WHERE id = ?', row.id);
  if (row.toUserId) {
    inst.events.emit('chatUser', row.fromUserId, row.toUserId, 'deleted', row.id);
    inst.events.emit('chatUser', row.toUserId, row.fromUserId, 'deleted', row.id);
  } else if (row.toRoomId) {
    inst.events.emit('chatRoom', row.toRoomId, 'deleted', row.id);
  }
}

/** A reaction as Misskey stores it on a chat message: `:name:` for a custom emoji, or the emoji. */
export function normalizeChatReaction(inst: Instance, input: string): string {
  const custom = /^:([\w+-]+)(?:@\.)?:$/.exec(input);
  if (custom) {
    const exists = one(inst.db, 'SELECT 1 FROM emojis WHERE name = ?', custom[1]) != null;
    if (!exists) throw chatRefusal('noSuchEmoji', 'no such emoji');
    return `:${custom[1]}:`;
  }
  const r = input.trim();
  if (r.length > 0 && [...r].length <= 16 && /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(r))
    return r.includes('\u200d') ? r : r.replace(/\ufe0f/g, '');
  throw chatRefusal('invalidEmoji', 'invalid emoji');
}

export function react(inst: Instance, row: ChatMessageRow, user: UserRow, reaction: string): void {
  if (row.fromUserId === user.id) throw chatRefusal('ownMessage', 'cannot react to own message');
  if (row.toRoomId == null && row.toUserId !== user.id)
    throw chatRefusal('othersMessage', 'cannot react to others message');
  const reactions = reactionsOf(row);
  if (reactions.length >= MAX_REACTIONS_PER_MESSAGE)
    throw chatRefusal('tooManyReactions', 'too many reactions');
  const room = row.toRoomId ? findRoom(inst, row.toRoomId) : undefined;
  if (room && !isRoomMember(inst, room, user.id))
    throw chatRefusal('othersMessage', 'cannot react to others message');
  const stored = [...reactions, { userId: user.id, reaction }].map((r) => `${r.userId}/${r.reaction}`);
  run(inst.db, 'UPDATE chat_messages SET reactions = ? WHERE id = ?', JSON.stringify(stored), row.id);
  publishReaction(inst, row, user, 'react', reaction);
}

/** The reaction to take off: as stored, without checking that a custom emoji still exists. */
export function unreactionOf(input: string): string {
  const custom = /^:([\w+-]+)(?:@\.)?:$/.exec(input);
  if (custom) return `:${custom[1]}:`;
  const r = input.trim();
  return r.includes('\u200d') ? r : r.replace(/\ufe0f/g, '');
}

/** Takes away every one of `user`'s reactions `reaction` (none is no error, as upstream). */
export function unreact(inst: Instance, row: ChatMessageRow, user: UserRow, reaction: string): void {
  const stored = reactionsOf(row)
    .filter((r) => !(r.userId === user.id && r.reaction === reaction))
    .map((r) => `${r.userId}/${r.reaction}`);
  run(inst.db, 'UPDATE chat_messages SET reactions = ? WHERE id = ?', JSON.stringify(stored), row.id);
  publishReaction(inst, row, user, 'unreact', reaction);
}

/** A room's frame names who reacted; a 1:1 frame only the message and the reaction. */
function publishReaction(
  inst: Instance,
  row: ChatMessageRow,
  user: UserRow,
  type: 'react' | 'unreact',
  reaction: string,
): void {
  if (row.toRoomId) {
    inst.events.emit('chatRoom', row.toRoomId, type, (origin: string) => ({
      messageId: row.id,
      user: packUserLiteById(packContext(inst, origin, null), user.id),
      reaction,
    }));
  } else if (row.toUserId) {
    const body = { messageId: row.id, reaction };
    inst.events.emit('chatUser', row.fromUserId, row.toUserId, type, body);
    inst.events.emit('chatUser', row.toUserId, row.fromUserId, type, body);
  }
}

/** Reading a conversation: its timeline fetched, or `read` sent on its stream channel. */
export function readConversation(
  inst: Instance,
  readerId: string,
  with_: { userId?: string; roomId?: string },
): void {
  if (with_.userId) markRead(inst, readerId, userSource(with_.userId));
  if (with_.roomId) markRead(inst, readerId, roomSource(with_.roomId));
}
