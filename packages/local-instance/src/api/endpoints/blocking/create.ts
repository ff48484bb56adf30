import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { block, isBlocking } from '../../../services/mutes.ts';
import { packDetailedById, alreadyBlocking, blockeeIsYourself } from '../../shared/mute-block.ts';
import { otherUser } from '../../shared/lookups.ts';
import { userIdParams } from '../../schema.ts';

export default defineEndpoint(
  'blocking/create',
  { requireCredential: true, limit: { duration: HOUR, max: 100 }, params: userIdParams },
  (ps, me, ctx) => {
    const blockee = otherUser(ctx, me, ps.userId, {
      yourself: blockeeIsYourself('88b19138-f28d-42c0-8499-6a31bbd0fdc6'),
      noSuchUserId: '7cc4f851-e2f1-4621-9633-ec9e1d00c01e',
    });
    if (isBlocking(ctx.inst.db, me.id, blockee.id))
      throw new ApiError(alreadyBlocking('787fed64-acb9-464a-82eb-afbd745b9614'));
    block(ctx.inst, me, blockee);
    return packDetailedById(ctx, blockee.id);
  },
);
