import { defineEndpoint } from '../../../endpoint.ts';
import { rejectFollowRequest } from '../../../../services/follow-requests.ts';
import { findUserOrThrow } from '../../../shared/lookups.ts';
import { userIdParams } from '../../../schema.ts';

export default defineEndpoint(
  'following/requests/reject',
  { requireCredential: true, kind: 'write:following', params: userIdParams },
  (ps, me, ctx) => {
    const follower = findUserOrThrow(ctx, ps.userId, 'abc2ffa6-25b2-4380-ba99-321ff3a94555');
    rejectFollowRequest(ctx.inst, me, follower);
  },
);
