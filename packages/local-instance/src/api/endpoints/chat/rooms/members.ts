import { defineEndpoint } from '../../../endpoint.ts';
import { id, paginationProps } from '../../../schema.ts';
import { pagedRows } from '../../../shared/paging.ts';
import { requireChat, viewableRoomOrThrow } from '../../../shared/chat.ts';
import type { ChatRoomMembershipRow } from '../../../../db/rows.ts';
import { packMembership } from '../../../../packing/chat.ts';

/**
 * A room's memberships with their users, newest first (the owner has none, so is not listed). An app
 * token needs write:chat for it, as Misskey declares (not read:chat like the other lists).
 */
export default defineEndpoint(
  'chat/rooms/members',
  {
    requireCredential: true,
    kind: 'write:chat',
    params: { type: 'object', properties: { ...paginationProps, roomId: id() }, required: ['roomId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const room = viewableRoomOrThrow(ctx, me, ps.roomId, '7b9fe84c-eafc-4d21-bf89-485458ed2c18');
    const rows = pagedRows<ChatRoomMembershipRow>(ctx.inst.db, ps, {
      table: 'chat_room_memberships',
      alias: 'm',
      where: ['m.roomId = @room'],
      params: { room: room.id },
    });
    return rows.map((m) => packMembership(ctx.pc, m, 'user'));
  },
);
