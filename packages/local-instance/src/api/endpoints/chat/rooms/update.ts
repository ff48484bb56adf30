import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { run } from '../../../../db/statement.ts';
import { findRoom } from '../../../../services/chat.ts';
import { packRoom } from '../../../../packing/chat.ts';
import { ownRoomOrThrow, requireChat } from '../../../shared/chat.ts';

/** Renames a room the caller owns, or changes its description. */
export default defineEndpoint(
  'chat/rooms/update',
  {
    requireCredential: true,
    kind: 'write:chat',
    params: {
      type: 'object',
      properties: {
        roomId: id(),
        name: { type: 'string', maxLength: 256 },
        description: { type: 'string', maxLength: 1024 },
      },
      required: ['roomId'],
    },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    const room = ownRoomOrThrow(ctx, me, ps.roomId, 'fcdb0f92-bda6-47f9-bd05-343e0e020932');
    run(
      ctx.inst.db,
      'UPDATE chat_rooms SET name = ?, description = ? WHERE id = ?',
      ps.name ?? room.name,
      ps.description ?? room.description,
      room.id,
    );
    return packRoom(ctx.pc, findRoom(ctx.inst, room.id)!);
  },
);
