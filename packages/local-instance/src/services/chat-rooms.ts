// Room membership as Misskey's ChatService keeps it: the owner invites (once per user; the invitee
// is notified), an invitation (ignored or not) admits once, members leave or mute the room.
import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { ChatRoomInvitationRow, ChatRoomRow, UserRow } from '../db/rows.ts';
import { one, run } from '../db/statement.ts';
import { ApiError } from '../api/errors.ts';
import { noSuchUser } from '../api/shared/lookups.ts';
import { chatRefusal } from '../api/shared/chat-errors.ts';
import { isRoomMember, MAX_ROOM_MEMBERS, memberCount } from './chat.ts';
import { markRead, roomSource } from './chat-unread.ts';
import { createNotification } from './notifications.ts';
import { findUserById } from './users.ts';

/** Upstream fails its insert for an unknown user (500); here NO_SUCH_USER with an id of Kumo's. */
const NO_SUCH_INVITEE = 'e3c1f0a4-2b6d-4f83-9a57-0c8d1e2b3f41';

function invitationOf(inst: Instance, roomId: string, userId: string): ChatRoomInvitationRow | undefined {
  return one<ChatRoomInvitationRow>(
    inst.db,
    'SELECT * FROM chat_room_invitations WHERE roomId = ? AND userId = ?',
    roomId,
    userId,
  );
}

export function inviteToRoom(
  inst: Instance,
  owner: UserRow,
  room: ChatRoomRow,
  userId: string,
): ChatRoomInvitationRow {
  if (userId === owner.id) throw chatRefusal('yourself', 'yourself');
  const invitee = findUserById(inst.db, userId);
  if (!invitee || invitee.isDeleted) throw new ApiError(noSuchUser(NO_SUCH_INVITEE));
  if (isRoomMember(inst, room, userId)) throw chatRefusal('alreadyMember', 'already member');
  if (invitationOf(inst, room.id, userId)) throw chatRefusal('alreadyInvited', 'already invited');
  if (memberCount(inst, room.id) >= MAX_ROOM_MEMBERS) throw chatRefusal('roomFull', 'room is full');
  const createdAt = Date.now();
  const invitation: ChatRoomInvitationRow = {
    id: genId(createdAt),
    createdAt,
    roomId: room.id,
    userId,
    ignored: 0,
  };
  run(
    inst.db,
    `INSERT INTO chat_room_invitations (id, createdAt, roomId, userId, ignored)
     VALUES (@id, @createdAt, @roomId, @userId, @ignored)`,
    invitation,
  );
  createNotification(inst, {
    notifieeId: userId,
    type: 'chatRoomInvitationReceived',
    notifierId: owner.id,
    extra: { invitationId: invitation.id },
  });
  return invitation;
}

/** Misskey's reason when the invitation or membership a call needs is not there. */
const notFound = (entity: string) => `Could not find any entity of type "${entity}"`;

export function joinRoom(inst: Instance, user: UserRow, room: ChatRoomRow): void {
  const invitation = invitationOf(inst, room.id, user.id);
  if (!invitation) throw chatRefusal('noInvitation', notFound('MiChatRoomInvitation'));
  if (memberCount(inst, room.id) >= MAX_ROOM_MEMBERS) throw chatRefusal('roomFull', 'room is full');
  const createdAt = Date.now();
  inst.db.transaction(() => {
    run(
      inst.db,
      'INSERT INTO chat_room_memberships (id, createdAt, roomId, userId, isMuted) VALUES (?, ?, ?, ?, 0)',
      genId(createdAt),
      createdAt,
      room.id,
      user.id,
    );
    run(inst.db, 'DELETE FROM chat_room_invitations WHERE id = ?', invitation.id);
  })();
}

export function ignoreInvitation(inst: Instance, user: UserRow, room: ChatRoomRow): void {
  const invitation = invitationOf(inst, room.id, user.id);
  if (!invitation) throw chatRefusal('noInvitation', notFound('MiChatRoomInvitation'));
  run(inst.db, 'UPDATE chat_room_invitations SET ignored = 1 WHERE id = ?', invitation.id);
}

function membershipOrThrow(inst: Instance, user: UserRow, room: ChatRoomRow): { id: string } {
  const m = one<{ id: string }>(
    inst.db,
    'SELECT id FROM chat_room_memberships WHERE roomId = ? AND userId = ?',
    room.id,
    user.id,
  );
  if (!m) throw chatRefusal('noMembership', notFound('MiChatRoomMembership'));
  return m;
}

export function leaveRoom(inst: Instance, user: UserRow, room: ChatRoomRow): void {
  const m = membershipOrThrow(inst, user, room);
  run(inst.db, 'DELETE FROM chat_room_memberships WHERE id = ?', m.id);
  markRead(inst, user.id, roomSource(room.id));
}

export function muteRoom(inst: Instance, user: UserRow, room: ChatRoomRow, mute: boolean): void {
  const m = membershipOrThrow(inst, user, room);
  run(inst.db, 'UPDATE chat_room_memberships SET isMuted = ? WHERE id = ?', mute ? 1 : 0, m.id);
}
