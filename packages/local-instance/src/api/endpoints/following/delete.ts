import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { isFollowing } from '../../../services/users.ts';
import { unfollow } from '../../../services/follows.ts';
import { packUserLite } from '../../../packing/user.ts';
import { followeeIsYourself, followParams } from '../../shared/following.ts';
import { otherUser } from '../../shared/lookups.ts';

export default defineEndpoint(
  'following/delete',
  {
    requireCredential: true,
    kind: 'write:following',
    limit: { duration: HOUR, max: 100 },
    params: followParams,
  },
  (ps, me, ctx) => {
    const followee = otherUser(ctx, me, ps.userId, {
      yourself: followeeIsYourself('d9e400b9-36b0-4808-b1d8-79e707f1296c'),
      noSuchUserId: '5b12c78d-2b28-4dca-99d2-f56139b42ff8',
    });
    if (!isFollowing(ctx.inst.db, me.id, followee.id)) {
      throw new ApiError({
        message: 'You are not following that user.',
        code: 'NOT_FOLLOWING',
        id: '5dbf82f5-c92b-40b1-87d1-6c8c0741fd09',
      });
    }
    unfollow(ctx.inst, me, followee);
    return packUserLite(ctx.pc, followee);
  },
);
