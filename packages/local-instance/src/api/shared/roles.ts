import { ApiError } from '../errors.ts';
import type { Page } from '../../services/timelines.ts';
import { pagedRows } from './paging.ts';
import type { CallContext } from '../endpoint.ts';
import type { RoleRow, UserRow } from '../../db/rows.ts';
import { one } from '../../db/statement.ts';
import { findRole } from '../../services/roles.ts';

/** The role, when it exists and (with `publicOnly`) is public; else Misskey's NO_SUCH_ROLE with `errorId`. */
export function findRoleOrThrow(
  ctx: CallContext,
  roleId: string,
  errorId: string,
  publicOnly: boolean,
): RoleRow {
  const role = findRole(ctx.inst.db, roleId);
  if (!role || (publicOnly && !role.isPublic))
    throw new ApiError({ message: 'No such role.', code: 'NO_SUCH_ROLE', id: errorId });
  return role;
}

export interface HeldAssignment {
  id: string;
  createdAt: number;
  expiresAt: number | null;
  user: UserRow;
}

/** A page of a role's assignments that still hold, newest first, each with its user. */
export function heldAssignments(ctx: CallContext, roleId: string, ps: Page): HeldAssignment[] {
  const rows = pagedRows<{ id: string; createdAt: number; userId: string; expiresAt: number | null }>(
    ctx.inst.db,
    ps,
    {
      table: 'role_assignments',
      alias: 'a',
      where: ['a.roleId = @roleId', '(a.expiresAt IS NULL OR a.expiresAt > @now)'],
      params: { roleId, now: Date.now() },
    },
  );
  return rows.flatMap((a) => {
    const user = one<UserRow>(ctx.inst.db, 'SELECT * FROM users WHERE id = ?', a.userId);
    return user ? [{ id: a.id, createdAt: a.createdAt, expiresAt: a.expiresAt, user }] : [];
  });
}
