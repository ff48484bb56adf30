import type { Db } from '../db/open.ts';
import type { UserRow } from '../db/rows.ts';
import { isFollowing } from './users.ts';

export type FollowListVisibility = UserRow['followersVisibility'];

/**
 * Whether `viewer` may see a user's followers or following list, and its count (Misskey's
 * followersVisibility / followingVisibility): a public list anyone, a followers-only list those who
 * follow its owner, a private list no one; the owner and moderators always. `isModerator` is asked
 * only when it matters.
 */
export function maySeeFollowList(
  db: Db,
  visibility: FollowListVisibility,
  ownerId: string,
  viewer: UserRow | null,
  isModerator: (viewer: UserRow) => boolean,
): boolean {
  if (visibility === 'public' || viewer?.id === ownerId) return true;
  if (!viewer) return false;
  if (isModerator(viewer)) return true;
  return visibility === 'followers' && isFollowing(db, viewer.id, ownerId);
}
