import { defineEndpoint } from '../../../endpoint.ts';
import { id, paginationProps } from '../../../schema.ts';
import { findUserOrThrow } from '../../../shared/lookups.ts';
import { pagedRows } from '../../../shared/paging.ts';
import { requireChat } from '../../../shared/chat.ts';
import { readConversation } from '../../../../services/chat.ts';
import type { ChatMessageRow } from '../../../../db/rows.ts';
import { packMessageLiteFor1on1 } from '../../../../packing/chat.ts';

/** The messages between the caller and a user, newest first; reading them marks the conversation read. */
export default defineEndpoint(
  'chat/messages/user-timeline',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: { type: 'object', properties: { ...paginationProps, userId: id() }, required: ['userId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const other = findUserOrThrow(ctx, ps.userId, '11795c64-40ea-4198-b06e-3c873ed9039d');
    const rows = pagedRows<ChatMessageRow>(ctx.inst.db, ps, {
      table: 'chat_messages',
      alias: 'm',
      where: [
        '((m.fromUserId = @me AND m.toUserId = @other) OR (m.fromUserId = @other AND m.toUserId = @me))',
      ],
      params: { me: me.id, other: other.id },
    });
    readConversation(ctx.inst, me.id, { userId: other.id });
    return rows.map((m) => packMessageLiteFor1on1(ctx.pc, m));
  },
);
