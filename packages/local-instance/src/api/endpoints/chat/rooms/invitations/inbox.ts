import { defineEndpoint } from '../../../../endpoint.ts';
import { paginationProps } from '../../../../schema.ts';
import { pagedRows } from '../../../../shared/paging.ts';
import { requireChat } from '../../../../shared/chat.ts';
import type { ChatRoomInvitationRow } from '../../../../../db/rows.ts';
import { packInvitation } from '../../../../../packing/chat.ts';

/** The invitations the caller has received and not ignored, newest first. */
export default defineEndpoint(
  'chat/rooms/invitations/inbox',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const rows = pagedRows<ChatRoomInvitationRow>(ctx.inst.db, ps, {
      table: 'chat_room_invitations',
      alias: 'i',
      where: ['i.userId = @me', 'i.ignored = 0'],
      params: { me: me.id },
    });
    return rows.map((i) => packInvitation(ctx.pc, i));
  },
);
