import { defineEndpoint } from '../../../endpoint.ts';
import { paginationProps } from '../../../schema.ts';
import { pagedRows } from '../../../shared/paging.ts';
import { requireChat } from '../../../shared/chat.ts';
import type { ChatRoomRow } from '../../../../db/rows.ts';
import { packRoom } from '../../../../packing/chat.ts';

/** The rooms the caller owns, newest first. */
export default defineEndpoint(
  'chat/rooms/owned',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const rows = pagedRows<ChatRoomRow>(ctx.inst.db, ps, {
      table: 'chat_rooms',
      alias: 'r',
      where: ['r.ownerId = @me'],
      params: { me: me.id },
    });
    return rows.map((r) => packRoom(ctx.pc, r));
  },
);
