import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { isFollowing } from '../../../services/users.ts';
import { follow } from '../../../services/follows.ts';
import { createFollowRequest, needsApproval } from '../../../services/follow-requests.ts';
import { packUserLite } from '../../../packing/user.ts';
import { isBlocking } from '../../../services/mutes.ts';
import { followeeIsYourself, followParams } from '../../shared/following.ts';
import { otherUser } from '../../shared/lookups.ts';

export default defineEndpoint(
  'following/create',
  {
    requireCredential: true,
    kind: 'write:following',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 100 },
    params: followParams,
  },
  (ps, me, ctx) => {
    const followee = otherUser(ctx, me, ps.userId, {
      yourself: followeeIsYourself('26fbe7bb-a331-4857-af17-205b426669a9'),
      noSuchUserId: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5',
    });
    if (isFollowing(ctx.inst.db, me.id, followee.id)) {
      throw new ApiError({
        message: 'You are already following that user.',
        code: 'ALREADY_FOLLOWING',
        id: '35387507-38c7-4cb9-9197-300b93783fa0',
      });
    }
    if (isBlocking(ctx.inst.db, me.id, followee.id))
      throw new ApiError({
        message: 'You are blocking that user.',
        code: 'BLOCKING',
        id: '4e2206ec-aa4f-4960-b865-6c23ac38e2d9',
      });
    if (isBlocking(ctx.inst.db, followee.id, me.id))
      throw new ApiError({
        message: 'You are blocked by that user.',
        code: 'BLOCKED',
        id: 'c4ab57cc-4e41-45e9-bfd9-584f61e35ce0',
      });
    // A locked account is asked first; the answer is the same user either way, as in Misskey.
    if (needsApproval(ctx.inst.db, me, followee)) {
      createFollowRequest(ctx.inst, me, followee, { withReplies: ps.withReplies ?? false });
    } else {
      follow(ctx.inst, me, followee);
    }
    return packUserLite(ctx.pc, followee);
  },
);
