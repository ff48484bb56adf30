import type { Db } from '../db/open.ts';
import { userSettings } from './user-settings.ts';
import { findUserById, isFollowing } from './users.ts';

/**
 * Misskey's `notificationRecieveConfig`: per notification type, whom the user takes it from.
 * `never` drops the type; the follow-based choices need a notifier and check the follow relation;
 * a user list (`list`) is never matched here (the local instance has no user lists).
 */
export function acceptsNotification(
  db: Db,
  notifieeId: string,
  type: string,
  notifierId: string | null | undefined,
): boolean {
  const notifiee = findUserById(db, notifieeId);
  if (!notifiee) return false;
  const config = (
    userSettings(notifiee).notificationRecieveConfig as Record<string, { type?: string } | undefined>
  )[type];
  const choice = config?.type ?? 'all';
  if (choice === 'all') return true;
  if (choice === 'never') return false;
  if (!notifierId) return true;
  const following = () => isFollowing(db, notifieeId, notifierId);
  const followed = () => isFollowing(db, notifierId, notifieeId);
  switch (choice) {
    case 'following':
      return following();
    case 'follower':
      return followed();
    case 'mutualFollow':
      return following() && followed();
    case 'followingOrFollower':
      return following() || followed();
    default:
      return false;
  }
}
