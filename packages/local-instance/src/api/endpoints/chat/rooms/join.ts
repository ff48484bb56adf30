import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { joinRoom } from '../../../../services/chat-rooms.ts';
import { requireChat, roomOrThrow } from '../../../shared/chat.ts';

/** Joins a room the caller was invited to (an ignored invitation still admits, as upstream). */
export default defineEndpoint(
  'chat/rooms/join',
  {
    requireCredential: true,
    kind: 'write:chat',
    params: { type: 'object', properties: { roomId: id() }, required: ['roomId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    joinRoom(ctx.inst, me, roomOrThrow(ctx, ps.roomId, '84416476-5ce8-4a2c-b568-9569f1b10733'));
  },
);
