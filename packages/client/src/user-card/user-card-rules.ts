import type { entities } from 'misskey-js';

/** Spec P2 §9: the user hover card opens after 500 ms of hovering and closes 500 ms after leaving. */
export const USER_CARD_SHOW_MS = 500;
export const USER_CARD_HIDE_MS = 500;

/** Whom a card is about: a user object, or just a name and host (a mention). */
export interface UserRef {
  id?: string;
  username: string;
  host: string | null;
}

/** The relation shown on the card, from what users/show tells a signed-in viewer. */
export function followState(
  user: Pick<entities.UserDetailed, 'id'> & {
    isFollowing?: boolean;
    isFollowed?: boolean;
    hasPendingFollowRequestFromYou?: boolean;
  },
  meId: string | undefined,
): { you: 'following' | 'requested' | null; followsYou: boolean } | null {
  if (!meId || meId === user.id) return null;
  const you = user.isFollowing ? 'following' : user.hasPendingFollowRequestFromYou ? 'requested' : null;
  return { you, followsYou: user.isFollowed === true };
}

/** The counts the card shows; a count the server withholds (hidden follow lists) is left out. */
export function visibleCounts(user: {
  notesCount?: unknown;
  followingCount?: unknown;
  followersCount?: unknown;
}): Array<{ key: 'notes' | 'following' | 'followers'; value: number }> {
  const out: Array<{ key: 'notes' | 'following' | 'followers'; value: number }> = [];
  if (typeof user.notesCount === 'number') out.push({ key: 'notes', value: user.notesCount });
  if (typeof user.followingCount === 'number') out.push({ key: 'following', value: user.followingCount });
  if (typeof user.followersCount === 'number') out.push({ key: 'followers', value: user.followersCount });
  return out;
}
