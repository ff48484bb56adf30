import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { findUserById } from '../../../../services/users.ts';
import { rejectFollowRequest } from '../../../../services/follow-requests.ts';
import { userParam } from '../../../shared/follow-requests.ts';

export default defineEndpoint(
  'following/requests/reject',
  { requireCredential: true, params: userParam },
  (ps, me, ctx) => {
    const follower = findUserById(ctx.inst.db, ps.userId);
    if (!follower)
      throw new ApiError({
        message: 'No such user.',
        code: 'NO_SUCH_USER',
        id: 'abc2ffa6-25b2-4380-ba99-321ff3a94555',
      });
    rejectFollowRequest(ctx.inst, me, follower);
  },
);
