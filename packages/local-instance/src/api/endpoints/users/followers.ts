import { defineEndpoint } from '../../endpoint.ts';
import { params, type Lookup, target, checkVisible, list } from '../../shared/follow-lists.ts';

export default defineEndpoint('users/followers', { requireCredential: false, params }, (ps, me, ctx) => {
  const user = target(ps as Lookup, ctx, '27fa5435-88ab-43de-9360-387de88727cd');
  checkVisible(user.followersVisibility, user, me, ctx, '3c6a84db-d619-26af-ca14-06232a21df8a');
  return list(ctx, 'followeeId', user.id, ps as Lookup, 'follower');
});
