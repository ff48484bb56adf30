import { defineEndpoint } from '../../../../endpoint.ts';
import { id } from '../../../../schema.ts';
import { ignoreInvitation } from '../../../../../services/chat-rooms.ts';
import { requireChat, roomOrThrow } from '../../../../shared/chat.ts';

/** Sets an invitation aside: it leaves the inbox but still lets the user join, as upstream. */
export default defineEndpoint(
  'chat/rooms/invitations/ignore',
  {
    requireCredential: true,
    kind: 'write:chat',
    params: { type: 'object', properties: { roomId: id() }, required: ['roomId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    ignoreInvitation(ctx.inst, me, roomOrThrow(ctx, ps.roomId, '5130557e-5a11-4cfb-9cc5-fe60cda5de0d'));
  },
);
