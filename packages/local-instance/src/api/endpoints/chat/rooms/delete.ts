import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { findRoom } from '../../../../services/chat.ts';
import { roomSource } from '../../../../services/chat-unread.ts';
import { ranksOfUser } from '../../../../services/roles.ts';
import { requireChat } from '../../../shared/chat.ts';
import { noSuchRoom } from '../../../shared/chat-errors.ts';

/** Deletes a room with its messages, memberships and invitations (its owner, or a moderator). */
export default defineEndpoint(
  'chat/rooms/delete',
  {
    requireCredential: true,
    kind: 'write:chat',
    params: { type: 'object', properties: { roomId: id() }, required: ['roomId'] },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    const room = findRoom(ctx.inst, ps.roomId);
    if (!room || (room.ownerId !== me.id && !ranksOfUser(ctx.inst.db, me).isModerator))
      throw new ApiError(noSuchRoom('d4e3753d-97bf-4a19-ab8e-21080fbc0f4b'));
    run(ctx.inst.db, 'DELETE FROM chat_unread WHERE source = ?', roomSource(room.id));
    run(ctx.inst.db, 'DELETE FROM chat_rooms WHERE id = ?', room.id);
  },
);
