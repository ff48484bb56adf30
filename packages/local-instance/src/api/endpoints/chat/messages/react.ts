import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { normalizeChatReaction, react } from '../../../../services/chat.ts';
import { messageOrThrow, requireChat } from '../../../shared/chat.ts';

/**
 * A reaction to a message sent to the caller, or to a room message when the caller is in the room.
 * The same reaction may be made twice, as upstream; refusals are 4xx here where upstream answers 500.
 */
export default defineEndpoint(
  'chat/messages/react',
  {
    requireCredential: true,
    kind: 'write:chat',
    params: {
      type: 'object',
      properties: { messageId: id(), reaction: { type: 'string' } },
      required: ['messageId', 'reaction'],
    },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    const reaction = normalizeChatReaction(ctx.inst, ps.reaction);
    const message = messageOrThrow(ctx, ps.messageId, '9b5839b9-0ba0-4351-8c35-37082093d200');
    react(ctx.inst, message, me, reaction);
  },
);
