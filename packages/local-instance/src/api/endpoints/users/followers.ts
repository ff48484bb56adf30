import { defineEndpoint } from '../../endpoint.ts';
import {
  followListParams,
  type FollowListParams,
  findListedUser,
  checkListVisible,
  followsPage,
} from '../../shared/follow-lists.ts';

export default defineEndpoint(
  'users/followers',
  { requireCredential: false, params: followListParams },
  (ps, me, ctx) => {
    const user = findListedUser(ps as FollowListParams, ctx, '27fa5435-88ab-43de-9360-387de88727cd');
    checkListVisible(user.followersVisibility, user, me, ctx, '3c6a84db-d619-26af-ca14-06232a21df8a');
    return followsPage(ctx, 'followeeId', user.id, ps as FollowListParams, 'follower');
  },
);
