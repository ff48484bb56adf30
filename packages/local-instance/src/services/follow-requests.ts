// Follow requests to locked accounts, with Misskey's rules: following a locked account asks first,
// unless the follower is already followed by it and it auto-accepts people it follows.
import type { Instance } from '../context.ts';
import { packContext } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { UserRow } from '../db/rows.ts';
import { one, run } from '../db/statement.ts';
import type { Db } from '../db/open.ts';
import { packUserDetailed, packUserLite } from '../packing/user.ts';
import { follow } from './follows.ts';
import { createNotification } from './notifications.ts';
import { findUserById, isFollowing } from './users.ts';
import { userSettings } from './user-settings.ts';

export interface FollowRequestRow {
  id: string;
  createdAt: number;
  followerId: string;
  followeeId: string;
  withReplies: number;
}

export function findFollowRequest(
  db: Db,
  followerId: string,
  followeeId: string,
): FollowRequestRow | undefined {
  return one<FollowRequestRow>(
    db,
    'SELECT * FROM follow_requests WHERE followerId = ? AND followeeId = ?',
    followerId,
    followeeId,
  );
}

export function hasFollowRequest(db: Db, followerId: string, followeeId: string): boolean {
  return findFollowRequest(db, followerId, followeeId) != null;
}

/** Whether following `followee` needs its approval (a locked account that does not auto-accept). */
export function needsApproval(db: Db, follower: UserRow, followee: UserRow): boolean {
  if (!followee.isLocked) return false;
  if (userSettings(followee).autoAcceptFollowed && isFollowing(db, followee.id, follower.id)) return false;
  return true;
}

/** Asks `followee` for approval; asking again while a request is pending changes nothing. */
export function createFollowRequest(
  inst: Instance,
  follower: UserRow,
  followee: UserRow,
  opts: { createdAt?: number; silent?: boolean; withReplies?: boolean } = {},
): void {
  if (hasFollowRequest(inst.db, follower.id, followee.id)) return;
  const createdAt = opts.createdAt ?? Date.now();
  run(
    inst.db,
    'INSERT INTO follow_requests (id, createdAt, followerId, followeeId, withReplies) VALUES (?, ?, ?, ?, ?)',
    genId(createdAt),
    createdAt,
    follower.id,
    followee.id,
    opts.withReplies ? 1 : 0,
  );
  createNotification(inst, {
    notifieeId: followee.id,
    type: 'receiveFollowRequest',
    notifierId: follower.id,
    createdAt,
    silent: opts.silent,
  });
  if (opts.silent) return;
  inst.events.emit('main', followee.id, 'receiveFollowRequest', (origin: string) =>
    packUserLite(packContext(inst, origin, followee), follower),
  );
  // as Misskey: the followee's own counts changed (a request is waiting), so their clients get `i` again
  inst.events.emit('main', followee.id, 'meUpdated', (origin: string) => {
    const me = findUserById(inst.db, followee.id) ?? followee;
    return packUserDetailed(packContext(inst, origin, me), me);
  });
}

function removeRequest(db: Db, followerId: string, followeeId: string): boolean {
  const res = run(
    db,
    'DELETE FROM follow_requests WHERE followerId = ? AND followeeId = ?',
    followerId,
    followeeId,
  );
  return res.changes > 0;
}

/** The followee approves: the follow starts and the follower is told. False when there was no request. */
export function acceptFollowRequest(inst: Instance, followee: UserRow, follower: UserRow): boolean {
  if (!findFollowRequest(inst.db, follower.id, followee.id)) return false;
  removeRequest(inst.db, follower.id, followee.id);
  if (!isFollowing(inst.db, follower.id, followee.id)) follow(inst, follower, followee);
  createNotification(inst, {
    notifieeId: follower.id,
    type: 'followRequestAccepted',
    notifierId: followee.id,
  });
  return true;
}

/** The followee declines (a missing request is not an error, as in Misskey). */
export function rejectFollowRequest(inst: Instance, followee: UserRow, follower: UserRow): void {
  removeRequest(inst.db, follower.id, followee.id);
}

/** The follower withdraws. False when there was no request. */
export function cancelFollowRequest(inst: Instance, followee: UserRow, follower: UserRow): boolean {
  return removeRequest(inst.db, follower.id, followee.id);
}
