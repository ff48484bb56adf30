import { defineEndpoint } from '../../endpoint.ts';
import { followListParams, visibleFollowList, type FollowListParams } from '../../shared/follow-lists.ts';

export default defineEndpoint(
  'users/following',
  { requireCredential: false, params: followListParams },
  (ps, me, ctx) =>
    visibleFollowList('following', ps as FollowListParams, me, ctx, {
      noSuchUser: '63e4aba4-4156-4e53-be25-c9559e42d71b',
      forbidden: 'f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba',
    }),
);
