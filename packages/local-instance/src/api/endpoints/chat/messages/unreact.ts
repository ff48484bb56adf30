import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { unreact, unreactionOf } from '../../../../services/chat.ts';
import { messageOrThrow, requireChat } from '../../../shared/chat.ts';

/** Takes the caller's reaction off a message (nothing to take off is no error, as upstream). */
export default defineEndpoint(
  'chat/messages/unreact',
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
    const reaction = unreactionOf(ps.reaction);
    const message = messageOrThrow(ctx, ps.messageId, 'c39ea42f-e3ca-428a-ad57-390e0a711595');
    unreact(ctx.inst, message, me, reaction);
  },
);
