import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { ApiError } from '../../../errors.ts';
import { one } from '../../../../db/statement.ts';
import { findRoom, isRoomMember } from '../../../../services/chat.ts';
import { ranksOfUser } from '../../../../services/roles.ts';
import { packRoom } from '../../../../packing/chat.ts';
import { requireChat } from '../../../shared/chat.ts';
import { noSuchRoom } from '../../../shared/chat-errors.ts';

/** A room, for its owner, its members, those invited to it (and moderators). */
export default defineEndpoint(
  'chat/rooms/show',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: { type: 'object', properties: { roomId: id() }, required: ['roomId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const room = findRoom(ctx.inst, ps.roomId);
    const invited =
      room &&
      one(ctx.inst.db, 'SELECT 1 FROM chat_room_invitations WHERE roomId = ? AND userId = ?', room.id, me.id);
    if (
      !room ||
      (!isRoomMember(ctx.inst, room, me.id) && !invited && !ranksOfUser(ctx.inst.db, me).isModerator)
    )
      throw new ApiError(noSuchRoom('857ae02f-8759-4d20-9adb-6e95fffe4fd7'));
    return packRoom(ctx.pc, room);
  },
);
