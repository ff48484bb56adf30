import type { entities } from 'misskey-js';
import type { Db } from '../db/open.ts';
import { genId } from '../db/ids.ts';
import type { RoleRow, UserRow } from '../db/rows.ts';
import { all, one, parseJson, run } from '../db/statement.ts';
import { matchesFormula, type UserFacts } from './role-conditions.ts';

/** An assignment counts while it has no end or its end is still ahead. */
const ACTIVE = '(a.expiresAt IS NULL OR a.expiresAt > @now)';

export function findRole(db: Db, id: string): RoleRow | undefined {
  return one<RoleRow>(db, 'SELECT * FROM roles WHERE id = ?', id);
}

/** The roles given to a user by hand that still hold, in Misskey's display order. */
export function manualRolesOfUser(db: Db, userId: string): RoleRow[] {
  return all<RoleRow>(
    db,
    `SELECT r.* FROM roles r JOIN role_assignments a ON a.roleId = r.id
     WHERE a.userId = @userId AND r.target = 'manual' AND ${ACTIVE} ORDER BY r.displayOrder DESC, r.id`,
    { userId, now: Date.now() },
  );
}

const count = (db: Db, sql: string, id: string) => one<{ c: number }>(db, sql, id)?.c ?? 0;

/** What a conditional role's formula may ask about `user`. */
export function factsOf(db: Db, user: UserRow, manual: RoleRow[]): UserFacts {
  return {
    isLocal: true,
    isSuspended: !!user.isSuspended,
    isLocked: !!user.isLocked,
    isBot: !!user.isBot,
    isCat: !!user.isCat,
    isExplorable: !!user.isExplorable,
    createdAt: user.createdAt,
    followersCount: count(db, 'SELECT COUNT(*) AS c FROM follows WHERE followeeId = ?', user.id),
    followingCount: count(db, 'SELECT COUNT(*) AS c FROM follows WHERE followerId = ?', user.id),
    notesCount: count(db, 'SELECT COUNT(*) AS c FROM notes WHERE userId = ?', user.id),
    manualRoleIds: new Set(manual.map((r) => r.id)),
  };
}

/**
 * The roles a user holds now: those given by hand and the conditional ones whose formula holds,
 * in Misskey's display order.
 */
export function rolesOfUser(db: Db, user: UserRow): RoleRow[] {
  const manual = manualRolesOfUser(db, user.id);
  const conditional = all<RoleRow>(db, "SELECT * FROM roles WHERE target = 'conditional'");
  if (conditional.length === 0) return manual;
  const facts = factsOf(db, user, manual);
  const now = Date.now();
  const held = conditional.filter((r) =>
    matchesFormula(parseJson<entities.Role['condFormula'] | undefined>(r.condFormula, undefined), facts, now),
  );
  return [...manual, ...held].sort((a, b) => b.displayOrder - a.displayOrder || a.id.localeCompare(b.id));
}

export function activeMembersCount(db: Db, roleId: string): number {
  return (
    one<{ c: number }>(
      db,
      `SELECT COUNT(*) AS c FROM role_assignments a WHERE a.roleId = @roleId AND ${ACTIVE}`,
      { roleId, now: Date.now() },
    )?.c ?? 0
  );
}

/** SQL that holds for notes whose author holds the role now (the role timeline). */
export const ROLE_MEMBER_SQL = `EXISTS (SELECT 1 FROM role_assignments a
  WHERE a.roleId = @roleId AND a.userId = n.userId AND ${ACTIVE})`;

export type RoleInput = Omit<RoleRow, 'id' | 'createdAt' | 'updatedAt'>;

export function createRole(db: Db, input: RoleInput): RoleRow {
  const now = Date.now();
  const row: RoleRow = { id: genId(now), createdAt: now, updatedAt: now, ...input };
  run(
    db,
    `INSERT INTO roles (id, createdAt, updatedAt, name, description, color, iconUrl, target, condFormula,
       isPublic, isExplorable, asBadge, isModerator, isAdministrator, preserveAssignmentOnMoveAccount,
       canEditMembersByModerator, displayOrder, policies)
     VALUES (@id, @createdAt, @updatedAt, @name, @description, @color, @iconUrl, @target, @condFormula,
       @isPublic, @isExplorable, @asBadge, @isModerator, @isAdministrator, @preserveAssignmentOnMoveAccount,
       @canEditMembersByModerator, @displayOrder, @policies)`,
    row,
  );
  return row;
}

export function updateRole(db: Db, id: string, input: RoleInput): void {
  run(
    db,
    `UPDATE roles SET updatedAt = @updatedAt, name = @name, description = @description, color = @color,
       iconUrl = @iconUrl, target = @target, condFormula = @condFormula, isPublic = @isPublic,
       isExplorable = @isExplorable, asBadge = @asBadge, isModerator = @isModerator,
       isAdministrator = @isAdministrator, preserveAssignmentOnMoveAccount = @preserveAssignmentOnMoveAccount,
       canEditMembersByModerator = @canEditMembersByModerator, displayOrder = @displayOrder, policies = @policies
     WHERE id = @id`,
    { ...input, id, updatedAt: Date.now() },
  );
}

/** Takes the role back; false when the user did not hold it. */
export function unassignRole(db: Db, roleId: string, userId: string): boolean {
  return (
    db
      .prepare(
        `DELETE FROM role_assignments WHERE roleId = ? AND userId = ? AND (expiresAt IS NULL OR expiresAt > ?)`,
      )
      .run(roleId, userId, Date.now()).changes > 0
  );
}

/** Gives `userId` the role (again: a new end replaces the old one). */
export function assignRole(db: Db, roleId: string, userId: string, expiresAt: number | null): void {
  run(
    db,
    `INSERT INTO role_assignments (id, createdAt, roleId, userId, expiresAt) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (roleId, userId) DO UPDATE SET expiresAt = excluded.expiresAt`,
    genId(),
    Date.now(),
    roleId,
    userId,
    expiresAt,
  );
}

export function isAssigned(db: Db, roleId: string, userId: string): boolean {
  return !!one(
    db,
    `SELECT 1 FROM role_assignments a WHERE a.roleId = @roleId AND a.userId = @userId AND ${ACTIVE}`,
    { roleId, userId, now: Date.now() },
  );
}

export function packRoleLite(row: RoleRow): entities.RoleLite {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    iconUrl: row.iconUrl,
    description: row.description,
    isModerator: !!row.isModerator,
    isAdministrator: !!row.isAdministrator,
    displayOrder: row.displayOrder,
  };
}

export function packRole(db: Db, row: RoleRow): entities.Role {
  return {
    ...packRoleLite(row),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    target: row.target,
    condFormula: parseJson<entities.Role['condFormula']>(row.condFormula, {} as entities.Role['condFormula']),
    isPublic: !!row.isPublic,
    isExplorable: !!row.isExplorable,
    asBadge: !!row.asBadge,
    preserveAssignmentOnMoveAccount: !!row.preserveAssignmentOnMoveAccount,
    canEditMembersByModerator: !!row.canEditMembersByModerator,
    policies: parseJson<entities.Role['policies']>(row.policies, {}),
    usersCount: activeMembersCount(db, row.id),
  };
}

/**
 * A user's rank as Misskey's role service gives it: an administrator is the instance's own admin
 * account or holds a role marked administrator; a moderator holds a role marked moderator, or is
 * an administrator. `roles` are those the user holds now (`rolesOfUser`).
 */
export function ranksOf(
  user: UserRow,
  roles: readonly RoleRow[],
): { isAdmin: boolean; isModerator: boolean } {
  const isAdmin = !!user.isAdmin || roles.some((r) => !!r.isAdministrator);
  return { isAdmin, isModerator: isAdmin || roles.some((r) => !!r.isModerator) };
}

/** `ranksOf` for a user whose roles are not read yet. */
export function ranksOfUser(db: Db, user: UserRow): { isAdmin: boolean; isModerator: boolean } {
  return ranksOf(user, rolesOfUser(db, user));
}
