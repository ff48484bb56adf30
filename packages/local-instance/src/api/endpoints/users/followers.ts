import { defineEndpoint } from '../../endpoint.ts';
import { followListParams, visibleFollowList, type FollowListParams } from '../../shared/follow-lists.ts';

export default defineEndpoint(
  'users/followers',
  { requireCredential: false, params: followListParams },
  (ps, me, ctx) =>
    visibleFollowList('followers', ps as FollowListParams, me, ctx, {
      noSuchUser: '27fa5435-88ab-43de-9360-387de88727cd',
      forbidden: '3c6a84db-d619-26af-ca14-06232a21df8a',
    }),
);
