import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { muteRoom } from '../../../../services/chat-rooms.ts';
import { requireChat, roomOrThrow } from '../../../shared/chat.ts';

/** Mutes or unmutes a room for a member: a muted room's messages leave no unread mark. */
export default defineEndpoint(
  'chat/rooms/mute',
  {
    requireCredential: true,
    kind: 'write:chat',
    params: {
      type: 'object',
      properties: { roomId: id(), mute: { type: 'boolean' } },
      required: ['roomId', 'mute'],
    },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    muteRoom(ctx.inst, me, roomOrThrow(ctx, ps.roomId, 'c2cde4eb-8d0f-42f1-8f2f-c4d6bfc8e5df'), ps.mute);
  },
);
