import type { entities } from 'misskey-js';

/**
 * What the follow button offers, from what users/show tells a signed-in viewer:
 * - hidden: the viewer themselves, signed out, or a blocking relation either way;
 * - unfollow: already following (asks before unfollowing);
 * - cancelRequest: a request to this locked account is pending;
 * - request: the account is locked, following it sends a request;
 * - followBack: they follow you; follow: none of the above.
 */
export type FollowButtonState = 'hidden' | 'unfollow' | 'cancelRequest' | 'request' | 'followBack' | 'follow';

export type FollowRelation = Pick<entities.UserDetailed, 'id' | 'isLocked'> & {
  isFollowing?: boolean;
  isFollowed?: boolean;
  hasPendingFollowRequestFromYou?: boolean;
  isBlocking?: boolean;
  isBlocked?: boolean;
};

export function followButtonState(user: FollowRelation, meId: string | null | undefined): FollowButtonState {
  if (!meId || meId === user.id) return 'hidden';
  if (user.isBlocking || user.isBlocked) return 'hidden';
  if (user.isFollowing) return 'unfollow';
  if (user.hasPendingFollowRequestFromYou) return 'cancelRequest';
  if (user.isLocked) return 'request';
  if (user.isFollowed) return 'followBack';
  return 'follow';
}

/** The endpoint a click calls in a state (none when the button is hidden). */
export function followEndpoint(
  state: FollowButtonState,
): 'following/create' | 'following/delete' | 'following/requests/cancel' | null {
  switch (state) {
    case 'unfollow':
      return 'following/delete';
    case 'cancelRequest':
      return 'following/requests/cancel';
    case 'hidden':
      return null;
    default:
      return 'following/create';
  }
}

/**
 * The relation right after a call succeeded, so the button changes at once (the server's answer
 * is a UserLite without relation fields). Following a locked account leaves a pending request.
 */
export function relationAfter<T extends FollowRelation & { followersCount?: number }>(
  user: T,
  state: FollowButtonState,
): T {
  const count = user.followersCount;
  switch (state) {
    case 'unfollow':
      return {
        ...user,
        isFollowing: false,
        ...(count != null ? { followersCount: Math.max(0, count - 1) } : {}),
      };
    case 'cancelRequest':
      return { ...user, hasPendingFollowRequestFromYou: false };
    case 'request':
      return { ...user, hasPendingFollowRequestFromYou: true };
    case 'follow':
    case 'followBack':
      return { ...user, isFollowing: true, ...(count != null ? { followersCount: count + 1 } : {}) };
    default:
      return user;
  }
}
