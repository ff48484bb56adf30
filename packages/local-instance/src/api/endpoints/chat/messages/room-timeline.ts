import { defineEndpoint } from '../../../endpoint.ts';
import { id, paginationProps } from '../../../schema.ts';
import { pagedRows } from '../../../shared/paging.ts';
import { requireChat, viewableRoomOrThrow } from '../../../shared/chat.ts';
import { readConversation } from '../../../../services/chat.ts';
import type { ChatMessageRow } from '../../../../db/rows.ts';
import { packMessageLiteForRoom } from '../../../../packing/chat.ts';

/** A room's messages, newest first, for its owner and members (and moderators); marks the room read. */
export default defineEndpoint(
  'chat/messages/room-timeline',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: { type: 'object', properties: { ...paginationProps, roomId: id() }, required: ['roomId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const room = viewableRoomOrThrow(ctx, me, ps.roomId, 'c4d9f88c-9270-4632-b032-6ed8cee36f7f');
    const rows = pagedRows<ChatMessageRow>(ctx.inst.db, ps, {
      table: 'chat_messages',
      alias: 'm',
      where: ['m.toRoomId = @room'],
      params: { room: room.id },
    });
    readConversation(ctx.inst, me.id, { roomId: room.id });
    return rows.map((m) => packMessageLiteForRoom(ctx.pc, m));
  },
);
