// The steps the chat endpoints begin with: the caller's chat rights, and the room, message or file
// named, answered as the endpoint's NO_SUCH_… (each endpoint has its own error id, as on Misskey).
import type { ChatMessageRow, ChatRoomRow, DriveFileRow, UserRow } from '../../db/rows.ts';
import { findDriveFile } from '../../services/drive.ts';
import { chatRightsOf, findMessage, findRoom, isRoomMember } from '../../services/chat.ts';
import { ranksOfUser } from '../../services/roles.ts';
import type { CallContext } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { CHAT_ROLE_PERMISSION_DENIED, noSuchFile, noSuchMessage, noSuchRoom } from './chat-errors.ts';

/** The role's `chatAvailability`: `unavailable` refuses everything, `readonly` every change. */
export function requireChat(ctx: CallContext, me: UserRow, need: 'read' | 'write'): void {
  if (!chatRightsOf(ctx.inst, me)[need]) throw new ApiError(CHAT_ROLE_PERMISSION_DENIED);
}

export function roomOrThrow(ctx: CallContext, roomId: string, errorId: string): ChatRoomRow {
  const room = findRoom(ctx.inst, roomId);
  if (!room) throw new ApiError(noSuchRoom(errorId));
  return room;
}

/** A room the caller owns; another's is answered as if it did not exist. */
export function ownRoomOrThrow(ctx: CallContext, me: UserRow, roomId: string, errorId: string): ChatRoomRow {
  const room = findRoom(ctx.inst, roomId);
  if (!room || room.ownerId !== me.id) throw new ApiError(noSuchRoom(errorId));
  return room;
}

/** A room the caller owns or is a member of. */
export function memberRoomOrThrow(
  ctx: CallContext,
  me: UserRow,
  roomId: string,
  errorId: string,
): ChatRoomRow {
  const room = findRoom(ctx.inst, roomId);
  if (!room || !isRoomMember(ctx.inst, room, me.id)) throw new ApiError(noSuchRoom(errorId));
  return room;
}

/** A room whose messages and members the caller may see: its owner, its members, moderators. */
export function viewableRoomOrThrow(
  ctx: CallContext,
  me: UserRow,
  roomId: string,
  errorId: string,
): ChatRoomRow {
  const room = findRoom(ctx.inst, roomId);
  if (!room || (!isRoomMember(ctx.inst, room, me.id) && !ranksOfUser(ctx.inst.db, me).isModerator))
    throw new ApiError(noSuchRoom(errorId));
  return room;
}

export function messageOrThrow(ctx: CallContext, messageId: string, errorId: string): ChatMessageRow {
  const message = findMessage(ctx.inst, messageId);
  if (!message) throw new ApiError(noSuchMessage(errorId));
  return message;
}

/** The caller's own drive file for a message, or NO_SUCH_FILE; none when no id is given. */
export function ownFileOrThrow(
  ctx: CallContext,
  me: UserRow,
  fileId: string | null | undefined,
  errorId: string,
): DriveFileRow | null {
  if (fileId == null) return null;
  const file = findDriveFile(ctx.inst, fileId);
  if (!file || file.userId !== me.id) throw new ApiError(noSuchFile(errorId));
  return file;
}
