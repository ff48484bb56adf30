import { defineEndpoint } from '../../../../endpoint.ts';
import { id, paginationProps } from '../../../../schema.ts';
import { pagedRows } from '../../../../shared/paging.ts';
import { ownRoomOrThrow, requireChat } from '../../../../shared/chat.ts';
import type { ChatRoomInvitationRow } from '../../../../../db/rows.ts';
import { packInvitation } from '../../../../../packing/chat.ts';

/** The invitations of a room the caller owns that are still open (ignored ones too), newest first. */
export default defineEndpoint(
  'chat/rooms/invitations/outbox',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: { type: 'object', properties: { ...paginationProps, roomId: id() }, required: ['roomId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const room = ownRoomOrThrow(ctx, me, ps.roomId, 'a3c6b309-9717-4316-ae94-a69b53437237');
    const rows = pagedRows<ChatRoomInvitationRow>(ctx.inst.db, ps, {
      table: 'chat_room_invitations',
      alias: 'i',
      where: ['i.roomId = @room'],
      params: { room: room.id },
    });
    return rows.map((i) => packInvitation(ctx.pc, i));
  },
);
