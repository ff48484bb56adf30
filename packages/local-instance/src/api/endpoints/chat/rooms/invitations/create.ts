import { defineEndpoint } from '../../../../endpoint.ts';
import { id } from '../../../../schema.ts';
import { DAY } from '../../../../rate-limit.ts';
import { inviteToRoom } from '../../../../../services/chat-rooms.ts';
import { packInvitation } from '../../../../../packing/chat.ts';
import { ownRoomOrThrow, requireChat } from '../../../../shared/chat.ts';

/** Invites a user to a room the caller owns; the invitee is notified (`chatRoomInvitationReceived`). */
export default defineEndpoint(
  'chat/rooms/invitations/create',
  {
    requireCredential: true,
    kind: 'write:chat',
    prohibitMoved: true,
    limit: { duration: DAY, max: 50 },
    params: { type: 'object', properties: { roomId: id(), userId: id() }, required: ['roomId', 'userId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    const room = ownRoomOrThrow(ctx, me, ps.roomId, '916f9507-49ba-4e90-b57f-1fd4deaa47a5');
    return packInvitation(ctx.pc, inviteToRoom(ctx.inst, me, room, ps.userId));
  },
);
