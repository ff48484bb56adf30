import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { ApiError } from '../../../errors.ts';
import { HOUR } from '../../../rate-limit.ts';
import { sendToRoom } from '../../../../services/chat.ts';
import { packMessageLiteForRoom } from '../../../../packing/chat.ts';
import { ownFileOrThrow, requireChat, roomOrThrow } from '../../../shared/chat.ts';
import { contentRequired } from '../../../shared/chat-errors.ts';

/** A message to a room its owner or a member writes (anyone else: 403 "you are not a member of the room"). */
export default defineEndpoint(
  'chat/messages/create-to-room',
  {
    requireCredential: true,
    kind: 'write:chat',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 500 },
    params: {
      type: 'object',
      properties: {
        text: { type: 'string', nullable: true, maxLength: 2000 },
        fileId: id({ nullable: true }),
        toRoomId: id(),
      },
      required: ['toRoomId'],
    },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    const room = roomOrThrow(ctx, ps.toRoomId, '8098520d-2da5-4e8f-8ee1-df78b55a4ec6');
    const file = ownFileOrThrow(ctx, me, ps.fileId, 'b6accbd3-1d7b-4d9f-bdb7-eb185bac06db');
    if (!ps.text?.trim() && !file)
      throw new ApiError(contentRequired('340517b7-6d04-42c0-bac1-37ee804e3594'));
    const row = sendToRoom(ctx.inst, me, room, { text: ps.text ?? null, fileId: file?.id ?? null });
    return packMessageLiteForRoom(ctx.pc, row);
  },
);
