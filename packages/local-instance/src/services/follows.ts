import { pointsForFollower } from './points.ts';
import type { Instance } from '../context.ts';
import { packContext } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { UserRow } from '../db/rows.ts';
import { run } from '../db/statement.ts';
import { packUserDetailed, packUserLite } from '../packing/user.ts';
import { createNotification } from './notifications.ts';
import { findUserById } from './users.ts';

export function follow(
  inst: Instance,
  follower: UserRow,
  followee: UserRow,
  opts: { createdAt?: number; silent?: boolean } = {},
): void {
  const createdAt = opts.createdAt ?? Date.now();
  run(
    inst.db,
    'INSERT INTO follows (id, createdAt, followerId, followeeId) VALUES (?, ?, ?, ?)',
    genId(createdAt),
    createdAt,
    follower.id,
    followee.id,
  );
  if (opts.silent) return;
  inst.events.emit('followingChanged', follower.id);
  createNotification(inst, { notifieeId: followee.id, type: 'follow', notifierId: follower.id });
  pointsForFollower(inst, followee.id, follower.id);
  inst.events.emit('main', follower.id, 'follow', (origin: string) =>
    packUserDetailed(packContext(inst, origin, findUserById(inst.db, follower.id) ?? null), followee),
  );
  inst.events.emit('main', followee.id, 'followed', (origin: string) =>
    packUserLite(packContext(inst, origin, findUserById(inst.db, followee.id) ?? null), follower),
  );
}

export function unfollow(inst: Instance, follower: UserRow, followee: UserRow): void {
  run(inst.db, 'DELETE FROM follows WHERE followerId = ? AND followeeId = ?', follower.id, followee.id);
  inst.events.emit('followingChanged', follower.id);
  inst.events.emit('main', follower.id, 'unfollow', (origin: string) =>
    packUserDetailed(packContext(inst, origin, findUserById(inst.db, follower.id) ?? null), followee),
  );
}
