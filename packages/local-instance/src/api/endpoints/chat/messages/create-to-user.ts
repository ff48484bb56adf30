import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { ApiError } from '../../../errors.ts';
import { HOUR } from '../../../rate-limit.ts';
import { findUserById } from '../../../../services/users.ts';
import { sendToUser } from '../../../../services/chat.ts';
import { packMessageLiteFor1on1 } from '../../../../packing/chat.ts';
import { noSuchUser } from '../../../shared/lookups.ts';
import { ownFileOrThrow, requireChat } from '../../../shared/chat.ts';
import { contentRequired, RECIPIENT_IS_YOURSELF } from '../../../shared/chat-errors.ts';

/**
 * A message to a user. The recipient's `chatScope` (judged now), their role and their blocks may
 * refuse it: upstream answers those with a 500 and the reason; here a 403 whose message is that reason.
 */
export default defineEndpoint(
  'chat/messages/create-to-user',
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
        toUserId: id(),
      },
      required: ['toUserId'],
    },
  },
  (ps, me, ctx) => {
    requireChat(ctx, me, 'write');
    if (ps.toUserId === me.id) throw new ApiError(RECIPIENT_IS_YOURSELF);
    const to = findUserById(ctx.inst.db, ps.toUserId);
    if (!to || to.isDeleted) throw new ApiError(noSuchUser('11795c64-40ea-4198-b06e-3c873ed9039d'));
    const file = ownFileOrThrow(ctx, me, ps.fileId, '4372b8e2-185d-4146-8749-2f68864a3e5f');
    if (!ps.text?.trim() && !file)
      throw new ApiError(contentRequired('25587321-b0e6-449c-9239-f8925092942c'));
    const row = sendToUser(ctx.inst, me, to, { text: ps.text ?? null, fileId: file?.id ?? null });
    return packMessageLiteFor1on1(ctx.pc, row);
  },
);
