// Account aliases (alsoKnownAs) and account moves between local accounts (i/move).
import type { Instance } from '../context.ts';
import type { Db } from '../db/open.ts';
import type { UserRow } from '../db/rows.ts';
import { all, one, run } from '../db/statement.ts';
import { follow } from './follows.ts';
import { isFollowing } from './users.ts';

/** ActivityPub id of a local user, as Misskey's `genLocalUserUri`. */
export function localUserUri(origin: string, userId: string): string {
  return `${origin}/users/${userId}`;
}

export function aliasIdsOf(db: Db, userId: string): string[] {
  return all<{ aliasUserId: string }>(
    db,
    'SELECT aliasUserId FROM user_aliases WHERE userId = ? ORDER BY position',
    userId,
  ).map((r) => r.aliasUserId);
}

/** `alsoKnownAs` of a packed user: URIs, or null when there is none (as Misskey). */
export function alsoKnownAsOf(db: Db, origin: string, userId: string): string[] | null {
  const ids = aliasIdsOf(db, userId);
  return ids.length ? ids.map((id) => localUserUri(origin, id)) : null;
}

export function setAliases(db: Db, userId: string, aliasIds: string[]): void {
  run(db, 'DELETE FROM user_aliases WHERE userId = ?', userId);
  [...new Set(aliasIds)].forEach((a, i) =>
    run(db, 'INSERT INTO user_aliases (userId, aliasUserId, position) VALUES (?, ?, ?)', userId, a, i),
  );
}

export function movedToOf(db: Db, userId: string): string | null {
  return (
    one<{ movedToUserId: string }>(db, 'SELECT movedToUserId FROM account_moves WHERE userId = ?', userId)
      ?.movedToUserId ?? null
  );
}

/** Moves `from` to `to`: records the move and has `from`'s local followers follow `to`. */
export function moveAccount(inst: Instance, from: UserRow, to: UserRow): void {
  run(
    inst.db,
    'INSERT INTO account_moves (userId, movedToUserId, movedAt) VALUES (?, ?, ?)',
    from.id,
    to.id,
    Date.now(),
  );
  const followers = all<UserRow>(
    inst.db,
    'SELECT u.* FROM follows f JOIN users u ON u.id = f.followerId WHERE f.followeeId = ?',
    from.id,
  );
  for (const f of followers) {
    if (f.id !== to.id && !isFollowing(inst.db, f.id, to.id)) follow(inst, f, to);
  }
}

/** Misskey refuses `prohibitMoved` endpoints (imports, i/move) for an account that has moved. */
export const YOUR_ACCOUNT_MOVED = {
  message: 'You have moved your account.',
  code: 'YOUR_ACCOUNT_MOVED',
  id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
  httpStatusCode: 403,
};
