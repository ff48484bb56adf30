// Chat entities in misskey-js shapes: a message as the sender's 1:1 and room streams see it (the
// "lite" forms), in full (show, search, history, `newChatMessage`), rooms, invitations, memberships.
import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import type {
  ChatMessageRow,
  ChatRoomInvitationRow,
  ChatRoomMembershipRow,
  ChatRoomRow,
  DriveFileRow,
} from '../db/rows.ts';
import { one, parseJson } from '../db/statement.ts';
import { packDriveFile } from './drive-file.ts';
import { packUserLiteById } from './user.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** A message's reactions as stored: "userId/reaction", in the order they were made. */
export function reactionsOf(row: ChatMessageRow): Array<{ userId: string; reaction: string }> {
  return parseJson<string[]>(row.reactions, []).map((r) => {
    const at = r.indexOf('/');
    return { userId: r.slice(0, at), reaction: r.slice(at + 1) };
  });
}

/** The attached file as Misskey packs it in a message (without its owner). */
function packFile(pc: PackContext, fileId: string | null): entities.DriveFile | null {
  if (!fileId) return null;
  const row = one<DriveFileRow>(pc.inst.db, 'SELECT * FROM drive_files WHERE id = ?', fileId);
  return row ? { ...packDriveFile(pc, row), userId: null, user: null } : null;
}

function base(row: ChatMessageRow) {
  return { id: row.id, createdAt: iso(row.createdAt), text: row.text, fromUserId: row.fromUserId };
}

function reactionsWithUsers(pc: PackContext, row: ChatMessageRow) {
  return reactionsOf(row).map((r) => ({ user: packUserLiteById(pc, r.userId), reaction: r.reaction }));
}

/** A 1:1 message as the two streams and the 1:1 endpoints answer it (no users, reactions without who). */
export function packMessageLiteFor1on1(
  pc: PackContext,
  row: ChatMessageRow,
): entities.ChatMessageLiteFor1on1 {
  return {
    ...base(row),
    toUserId: row.toUserId!,
    fileId: row.fileId,
    file: packFile(pc, row.fileId),
    reactions: reactionsOf(row).map((r) => ({ reaction: r.reaction })),
  };
}

/** A room message as the room's stream and timeline answer it (with its sender). */
export function packMessageLiteForRoom(
  pc: PackContext,
  row: ChatMessageRow,
): entities.ChatMessageLiteForRoom {
  return {
    ...base(row),
    fromUser: packUserLiteById(pc, row.fromUserId),
    toRoomId: row.toRoomId!,
    fileId: row.fileId,
    file: packFile(pc, row.fileId),
    reactions: reactionsWithUsers(pc, row),
  };
}

/** A message in full: its sender, and the user or the room it went to. */
export function packMessageDetailed(pc: PackContext, row: ChatMessageRow): entities.ChatMessage {
  const to = row.toRoomId
    ? { toUserId: null, toRoomId: row.toRoomId, toRoom: packRoomById(pc, row.toRoomId) }
    : { toUserId: row.toUserId, toUser: packUserLiteById(pc, row.toUserId!), toRoomId: null };
  return {
    ...base(row),
    fromUser: packUserLiteById(pc, row.fromUserId),
    ...to,
    fileId: row.fileId,
    file: packFile(pc, row.fileId),
    reactions: reactionsWithUsers(pc, row),
  };
}

/** A room as the viewer sees it: whether they muted it, whether an invitation for them waits. */
export function packRoom(pc: PackContext, room: ChatRoomRow): entities.ChatRoom {
  const me = pc.me?.id ?? '';
  const membership = one<{ isMuted: number }>(
    pc.inst.db,
    'SELECT isMuted FROM chat_room_memberships WHERE roomId = ? AND userId = ?',
    room.id,
    me,
  );
  const invited =
    one(pc.inst.db, 'SELECT 1 FROM chat_room_invitations WHERE roomId = ? AND userId = ?', room.id, me) !=
    null;
  return {
    id: room.id,
    createdAt: iso(room.createdAt),
    name: room.name,
    description: room.description,
    ownerId: room.ownerId,
    owner: packUserLiteById(pc, room.ownerId),
    isMuted: !!membership?.isMuted,
    invitationExists: invited,
  };
}

export function packRoomById(pc: PackContext, roomId: string): entities.ChatRoom | null {
  const room = one<ChatRoomRow>(pc.inst.db, 'SELECT * FROM chat_rooms WHERE id = ?', roomId);
  return room ? packRoom(pc, room) : null;
}

export function packInvitation(pc: PackContext, inv: ChatRoomInvitationRow): entities.ChatRoomInvitation {
  return {
    id: inv.id,
    createdAt: iso(inv.createdAt),
    roomId: inv.roomId,
    room: packRoomById(pc, inv.roomId)!,
    userId: inv.userId,
    user: packUserLiteById(pc, inv.userId),
  };
}

/** A membership: with its user (a room's members) or with its room (the rooms one is in). */
export function packMembership(
  pc: PackContext,
  m: ChatRoomMembershipRow,
  withWhat: 'user' | 'room',
): entities.ChatRoomMembership {
  const common = { id: m.id, createdAt: iso(m.createdAt), userId: m.userId, roomId: m.roomId };
  return withWhat === 'user'
    ? { ...common, user: packUserLiteById(pc, m.userId) }
    : { ...common, room: packRoomById(pc, m.roomId)! };
}
