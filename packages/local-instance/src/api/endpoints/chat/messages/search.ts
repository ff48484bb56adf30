import { defineEndpoint } from '../../../endpoint.ts';
import { id, limitParam } from '../../../schema.ts';
import { all, escapeLike } from '../../../../db/statement.ts';
import type { ChatMessageRow } from '../../../../db/rows.ts';
import { packMessageDetailed } from '../../../../packing/chat.ts';
import { memberRoomOrThrow, requireChat } from '../../../shared/chat.ts';

/** Messages whose text holds `query` (any case): with one user, in one room, or in all the caller's chats. */
export default defineEndpoint(
  'chat/messages/search',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: {
      type: 'object',
      properties: {
        query: { type: 'string', minLength: 1, maxLength: 256 },
        limit: limitParam(100, 10),
        userId: id({ nullable: true }),
        roomId: id({ nullable: true }),
      },
      required: ['query'],
    },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    let where: string;
    if (ps.userId) {
      where =
        '((m.fromUserId = @me AND m.toUserId = @other) OR (m.fromUserId = @other AND m.toUserId = @me))';
    } else if (ps.roomId) {
      memberRoomOrThrow(ctx, me, ps.roomId, '460b3669-81b0-4dc9-a997-44442141bf83');
      where = 'm.toRoomId = @room';
    } else {
      where = `(m.fromUserId = @me OR m.toUserId = @me
        OR m.toRoomId IN (SELECT roomId FROM chat_room_memberships WHERE userId = @me)
        OR m.toRoomId IN (SELECT id FROM chat_rooms WHERE ownerId = @me))`;
    }
    const rows = all<ChatMessageRow>(
      ctx.inst.db,
      `SELECT m.* FROM chat_messages m WHERE ${where} AND LOWER(m.text) LIKE @q ESCAPE '\\'
       ORDER BY m.id DESC LIMIT @limit`,
      {
        me: me.id,
        other: ps.userId ?? null,
        room: ps.roomId ?? null,
        q: `%${escapeLike(ps.query.toLowerCase())}%`,
        limit: ps.limit ?? 10,
      },
    );
    return rows.map((m) => packMessageDetailed(ctx.pc, m));
  },
);
