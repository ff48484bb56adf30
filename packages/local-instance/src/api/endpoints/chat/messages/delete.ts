import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { ApiError } from '../../../errors.ts';
import { deleteMessage, findMessage } from '../../../../services/chat.ts';
import { requireChat } from '../../../shared/chat.ts';
import { noSuchMessage } from '../../../shared/chat-errors.ts';

/** Deletes one of the caller's own messages (a room's owner cannot delete a member's). */
export default defineEndpoint(
  'chat/messages/delete',
  {
    requireCredential: true,
    kind: 'write:chat',
    params: { type: 'object', properties: { messageId: id() }, required: ['messageId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    const message = findMessage(ctx.inst, ps.messageId);
    if (!message || message.fromUserId !== me.id)
      throw new ApiError(noSuchMessage('36b67f0e-66a6-414b-83df-992a55294f17'));
    deleteMessage(ctx.inst, message);
  },
);
