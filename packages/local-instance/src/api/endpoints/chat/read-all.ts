import { defineEndpoint } from '../../endpoint.ts';
import { requireChat } from '../../shared/chat.ts';
import { markAllListedRead } from '../../../services/chat-unread.ts';

/** Clears `i.hasUnreadChatMessages` (each conversation's own unread mark stays, as upstream). */
export default defineEndpoint(
  'chat/read-all',
  { requireCredential: true, kind: 'write:chat', params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    markAllListedRead(ctx.inst, me.id);
  },
);
