import { defineEndpoint } from '../../../endpoint.ts';
import { paginationProps } from '../../../schema.ts';
import { pagedRows } from '../../../shared/paging.ts';
import { requireChat } from '../../../shared/chat.ts';
import type { ChatRoomMembershipRow } from '../../../../db/rows.ts';
import { packMembership } from '../../../../packing/chat.ts';

/** The caller's memberships with their rooms, newest first (rooms one owns are not among them). */
export default defineEndpoint(
  'chat/rooms/joining',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const rows = pagedRows<ChatRoomMembershipRow>(ctx.inst.db, ps, {
      table: 'chat_room_memberships',
      alias: 'm',
      where: ['m.userId = @me'],
      params: { me: me.id },
    });
    return rows.map((m) => packMembership(ctx.pc, m, 'room'));
  },
);
