import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { findUserById, isFollowing } from '../../../services/users.ts';
import { unfollow } from '../../../services/follows.ts';
import { packUserLite } from '../../../packing/user.ts';
import { params } from '../../shared/following.ts';

export default defineEndpoint(
  'following/delete',
  { requireCredential: true, limit: { duration: HOUR, max: 100 }, params },
  (ps, me, ctx) => {
    if (ps.userId === me.id)
      throw new ApiError({
        message: 'Followee is yourself.',
        code: 'FOLLOWEE_IS_YOURSELF',
        id: 'd9e400b9-36b0-4808-b1d8-79e707f1296c',
      });
    const followee = findUserById(ctx.inst.db, ps.userId);
    if (!followee)
      throw new ApiError({
        message: 'No such user.',
        code: 'NO_SUCH_USER',
        id: '5b12c78d-2b28-4dca-99d2-f56139b42ff8',
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
