import { defineEndpoint } from '../../../endpoint.ts';
import { DAY } from '../../../rate-limit.ts';
import { genId } from '../../../../db/ids.ts';
import type { ChatRoomRow } from '../../../../db/rows.ts';
import { run } from '../../../../db/statement.ts';
import { packRoom } from '../../../../packing/chat.ts';
import { requireChat } from '../../../shared/chat.ts';

/** A new room owned by the caller (the owner is no member of it, as upstream). */
export default defineEndpoint(
  'chat/rooms/create',
  {
    requireCredential: true,
    kind: 'write:chat',
    prohibitMoved: true,
    limit: { duration: DAY, max: 10 },
    params: {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 256 },
        description: { type: 'string', maxLength: 1024 },
      },
      required: ['name'],
    },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    const createdAt = Date.now();
    const room: ChatRoomRow = {
      id: genId(createdAt),
      createdAt,
      ownerId: me.id,
      name: ps.name,
      description: ps.description ?? '',
    };
    run(
      ctx.inst.db,
      'INSERT INTO chat_rooms (id, createdAt, ownerId, name, description) VALUES (@id, @createdAt, @ownerId, @name, @description)',
      room,
    );
    return packRoom(ctx.pc, room);
  },
);
