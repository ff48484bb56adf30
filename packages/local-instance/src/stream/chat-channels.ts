// The `chatUser` and `chatRoom` channels: who may open them (as upstream: a conversation with
// someone else, a room one owns or is in; a refused connect gets no answer) and the `read` message
// a client sends on them while the conversation is on screen.
import type { Instance } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { chatRightsOf, findRoom, isRoomMember, readConversation } from '../services/chat.ts';
import { findUserById } from '../services/users.ts';

export const CHAT_CHANNELS = new Set(['chatUser', 'chatRoom']);

/** The other user's or the room's id the channel follows, or false when the connect is refused. */
export function chatTarget(
  inst: Instance,
  channel: string,
  params: Record<string, unknown>,
  user: UserRow | null,
): string | false {
  if (!user || !chatRightsOf(inst, user).read) return false;
  if (channel === 'chatUser') {
    const otherId = params.otherId;
    if (typeof otherId !== 'string' || otherId === user.id || !findUserById(inst.db, otherId)) return false;
    return otherId;
  }
  const roomId = params.roomId;
  const room = typeof roomId === 'string' ? findRoom(inst, roomId) : undefined;
  return room && isRoomMember(inst, room, user.id) ? room.id : false;
}

/** A message the client sent on a chat channel: `read` marks the conversation read. */
export function onChatChannelMessage(
  inst: Instance,
  user: UserRow | null,
  channel: { name: string; target?: string },
  type: unknown,
): void {
  if (!user || type !== 'read' || !channel.target) return;
  if (channel.name === 'chatUser') readConversation(inst, user.id, { userId: channel.target });
  else readConversation(inst, user.id, { roomId: channel.target });
}
