import { defineEndpoint } from '../../endpoint.ts';
import { params, type Lookup, target, checkVisible, list } from '../../shared/follow-lists.ts';

export default defineEndpoint('users/following', { requireCredential: false, params }, (ps, me, ctx) => {
  const user = target(ps as Lookup, ctx, '63e4aba4-4156-4e53-be25-c9559e42d71b');
  checkVisible(user.followingVisibility, user, me, ctx, 'f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba');
  return list(ctx, 'followerId', user.id, ps as Lookup, 'followee');
});
