import { instanceSettings } from './instance-settings.ts';
import type { Db } from '../db/open.ts';
import type { UserRow } from '../db/rows.ts';
import { genId } from '../db/ids.ts';
import { all, one, run } from '../db/statement.ts';
import { hashPassword, randomToken } from './password.ts';
import { markAccessTokenUsed } from './security.ts';

export function findUserById(db: Db, id: string): UserRow | undefined {
  return one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', id);
}

export function findUserByUsername(db: Db, username: string): UserRow | undefined {
  return one<UserRow>(db, 'SELECT * FROM users WHERE usernameLower = ?', username.toLowerCase());
}

/**
 * Misskey's root account (`rootUserId`): the instance's first administrator, whom no other
 * administrator may take over (its password cannot be reset, it cannot move away).
 */
export function rootUserId(db: Db): string | undefined {
  return one<{ id: string }>(db, 'SELECT id FROM users WHERE isAdmin = 1 ORDER BY createdAt, id LIMIT 1')?.id;
}

/**
 * Who a token belongs to: the account's own session token (`permission` null: everything), or an
 * app token made through MiAuth with the permissions the user granted it.
 */
export function authenticate(
  db: Db,
  token: string,
): { user: UserRow; permission: string[] | null; accessTokenId: string | null } | undefined {
  const user = one<UserRow>(db, 'SELECT * FROM users WHERE token = ?', token);
  if (user) return { user, permission: null, accessTokenId: null };
  const app = one<UserRow & { accessTokenId: string; accessTokenPermission: string }>(
    db,
    `SELECT users.*, access_tokens.id AS accessTokenId, access_tokens.permission AS accessTokenPermission
     FROM access_tokens JOIN users ON users.id = access_tokens.userId WHERE access_tokens.token = ?`,
    token,
  );
  if (!app) return undefined;
  // Misskey notes each use of an app token (i/apps shows it as lastUsedAt)
  markAccessTokenUsed(db, app.accessTokenId);
  const { accessTokenId, accessTokenPermission, ...row } = app;
  const granted: unknown = JSON.parse(accessTokenPermission);
  const permission = Array.isArray(granted) ? granted.filter((p): p is string => typeof p === 'string') : [];
  return { user: row, permission, accessTokenId };
}

/** A name nobody may sign up with (admin/moderation; the very first account of a server may take one, as on Misskey). */
export function isPreservedUsername(db: Db, username: string): boolean {
  const lower = username.toLowerCase();
  if (!instanceSettings(db).preservedUsernames.some((n) => n.toLowerCase() === lower)) return false;
  return one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM users')!.n > 0;
}

/** Misskey's rule for local usernames. */
export const USERNAME_PATTERN = /^\w{1,20}$/;

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}

export interface NewUser {
  username: string;
  password: string;
  passwordHash?: string;
  createdAt?: number;
  isAdmin?: boolean;
  name?: string | null;
  description?: string | null;
  isCat?: boolean;
  isBot?: boolean;
  location?: string | null;
  birthday?: string | null;
  fields?: { name: string; value: string }[];
}

export function createUser(db: Db, u: NewUser): UserRow {
  const createdAt = u.createdAt ?? Date.now();
  const id = genId(createdAt);
  run(
    db,
    `INSERT INTO users (id, createdAt, lastActiveAt, username, usernameLower, name, description, location, birthday,
      fields, isAdmin, isBot, isCat, token, passwordHash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    createdAt,
    createdAt,
    u.username,
    u.username.toLowerCase(),
    u.name ?? null,
    u.description ?? null,
    u.location ?? null,
    u.birthday ?? null,
    JSON.stringify(u.fields ?? []),
    u.isAdmin ? 1 : 0,
    u.isBot ? 1 : 0,
    u.isCat ? 1 : 0,
    randomToken(16),
    u.passwordHash ?? hashPassword(u.password),
  );
  return findUserById(db, id)!;
}

export function touchUser(db: Db, userId: string): void {
  run(db, 'UPDATE users SET lastActiveAt = ? WHERE id = ?', Date.now(), userId);
}

export function isFollowing(db: Db, followerId: string, followeeId: string): boolean {
  return (
    one(db, 'SELECT 1 FROM follows WHERE followerId = ? AND followeeId = ?', followerId, followeeId) != null
  );
}

export function followeeIdsOf(db: Db, userId: string): Set<string> {
  const rows = all<{ followeeId: string }>(db, 'SELECT followeeId FROM follows WHERE followerId = ?', userId);
  return new Set(rows.map((r) => r.followeeId));
}
