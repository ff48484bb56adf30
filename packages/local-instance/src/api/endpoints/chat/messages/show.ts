import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { ApiError } from '../../../errors.ts';
import { findMessage } from '../../../../services/chat.ts';
import { ranksOfUser } from '../../../../services/roles.ts';
import { packMessageDetailed } from '../../../../packing/chat.ts';
import { requireChat } from '../../../shared/chat.ts';
import { noSuchMessage } from '../../../shared/chat-errors.ts';

/** A message in full, for its sender and its 1:1 recipient (and moderators); not for room members. */
export default defineEndpoint(
  'chat/messages/show',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: { type: 'object', properties: { messageId: id() }, required: ['messageId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const message = findMessage(ctx.inst, ps.messageId);
    const mine = message && (message.fromUserId === me.id || message.toUserId === me.id);
    if (!message || (!mine && !ranksOfUser(ctx.inst.db, me).isModerator))
      throw new ApiError(noSuchMessage('3710865b-1848-4da9-8d61-cfed15510b93'));
    return packMessageDetailed(ctx.pc, message);
  },
);
