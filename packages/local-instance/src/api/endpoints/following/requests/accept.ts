import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { acceptFollowRequest } from '../../../../services/follow-requests.ts';
import { findUserOrThrow } from '../../../shared/lookups.ts';
import { userIdParams } from '../../../schema.ts';

export default defineEndpoint(
  'following/requests/accept',
  { requireCredential: true, kind: 'write:following', params: userIdParams },
  (ps, me, ctx) => {
    const follower = findUserOrThrow(ctx, ps.userId, '66ce1645-d66c-46bb-8b79-96739af885bd');
    if (!acceptFollowRequest(ctx.inst, me, follower))
      throw new ApiError({
        message: 'No follow request.',
        code: 'NO_FOLLOW_REQUEST',
        id: 'bcde4f8b-0913-4614-8881-614e522fb041',
      });
  },
);
