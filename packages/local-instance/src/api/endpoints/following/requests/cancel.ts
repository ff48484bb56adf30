import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { cancelFollowRequest } from '../../../../services/follow-requests.ts';
import { packUserLite } from '../../../../packing/user.ts';
import { findUserOrThrow } from '../../../shared/lookups.ts';
import { userIdParams } from '../../../schema.ts';

export default defineEndpoint(
  'following/requests/cancel',
  { requireCredential: true, kind: 'write:following', params: userIdParams },
  (ps, me, ctx) => {
    const followee = findUserOrThrow(ctx, ps.userId, '4e68c551-fc4c-4e46-bb41-7d4a37bf9dab');
    if (!cancelFollowRequest(ctx.inst, followee, me))
      throw new ApiError({
        message: 'Follow request not found.',
        code: 'FOLLOW_REQUEST_NOT_FOUND',
        id: '089b125b-d338-482a-9a09-e2622ac9f8d4',
      });
    return packUserLite(ctx.pc, followee);
  },
);
