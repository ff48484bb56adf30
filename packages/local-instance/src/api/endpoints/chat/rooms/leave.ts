import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { leaveRoom } from '../../../../services/chat-rooms.ts';
import { requireChat, roomOrThrow } from '../../../shared/chat.ts';

/** Leaves a room the caller is a member of (its owner has no membership to leave). */
export default defineEndpoint(
  'chat/rooms/leave',
  {
    requireCredential: true,
    kind: 'write:chat',
    params: { type: 'object', properties: { roomId: id() }, required: ['roomId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    leaveRoom(ctx.inst, me, roomOrThrow(ctx, ps.roomId, 'cb7f3179-50e8-4389-8c30-dbe2650a67c9'));
  },
);
