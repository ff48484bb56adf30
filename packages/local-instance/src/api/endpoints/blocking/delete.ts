import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { isBlocking, unblock } from '../../../services/mutes.ts';
import { packDetailedById, blockeeIsYourself, notBlocking } from '../../shared/mute-block.ts';
import { otherUser } from '../../shared/lookups.ts';
import { userIdParams } from '../../schema.ts';

export default defineEndpoint(
  'blocking/delete',
  { requireCredential: true, limit: { duration: HOUR, max: 100 }, params: userIdParams },
  (ps, me, ctx) => {
    const blockee = otherUser(ctx, me, ps.userId, {
      yourself: blockeeIsYourself('06f6fac6-524b-473c-a354-e97a40ae6eac'),
      noSuchUserId: '8621d8bf-c358-4303-a066-5ea78610eb3f',
    });
    if (!isBlocking(ctx.inst.db, me.id, blockee.id))
      throw new ApiError(notBlocking('291b2efa-60c6-45c0-9f6a-045c8f9b02cd'));
    unblock(ctx.inst.db, me.id, blockee.id);
    return packDetailedById(ctx, blockee.id);
  },
);
