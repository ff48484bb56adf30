import { defineEndpoint } from '../../endpoint.ts';
import {
  followListParams,
  type FollowListParams,
  findListedUser,
  checkListVisible,
  followsPage,
} from '../../shared/follow-lists.ts';

export default defineEndpoint(
  'users/following',
  { requireCredential: false, params: followListParams },
  (ps, me, ctx) => {
    const user = findListedUser(ps as FollowListParams, ctx, '63e4aba4-4156-4e53-be25-c9559e42d71b');
    checkListVisible(user.followingVisibility, user, me, ctx, 'f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba');
    return followsPage(ctx, 'followerId', user.id, ps as FollowListParams, 'followee');
  },
);
