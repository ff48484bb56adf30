import { defineEndpoint } from '../../endpoint.ts';
import { limitParam } from '../../schema.ts';
import { requireChat } from '../../shared/chat.ts';
import { roomHistory, userHistory } from '../../../services/chat-history.ts';
import { readStates, roomSource, userSource } from '../../../services/chat-unread.ts';
import { packMessageDetailed } from '../../../packing/chat.ts';

/**
 * The latest message of each conversation, newest first: 1:1 ones (with users the caller does not
 * mute), or with `room` the rooms the caller owns or is in; `isRead` says whether the caller has
 * read that conversation.
 */
export default defineEndpoint(
  'chat/history',
  {
    requireCredential: true,
    kind: 'read:chat',
    params: { type: 'object', properties: { limit: limitParam(100, 10), room: { type: 'boolean' } } },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'read');
    const limit = ps.limit ?? 10;
    const rows = ps.room ? roomHistory(ctx.inst, me.id, limit) : userHistory(ctx.inst, me.id, limit);
    const sourceOf = (m: (typeof rows)[number]) =>
      m.toRoomId ? roomSource(m.toRoomId) : userSource(m.fromUserId === me.id ? m.toUserId! : m.fromUserId);
    const read = readStates(ctx.inst, me.id, rows.map(sourceOf));
    return rows.map((m) => ({ ...packMessageDetailed(ctx.pc, m), isRead: read.get(sourceOf(m)) ?? false }));
  },
);
