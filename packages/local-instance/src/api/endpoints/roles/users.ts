import { defineEndpoint } from '../../endpoint.ts';
import { id, limitParam } from '../../schema.ts';
import type { UserRow } from '../../../db/rows.ts';
import { one } from '../../../db/statement.ts';
import { packUserDetailed } from '../../../packing/user.ts';
import { pagedRows } from '../../shared/paging.ts';
import { findRoleOrThrow } from '../../shared/roles.ts';

interface AssignmentRow {
  id: string;
  userId: string;
}

/** roles/users: who holds a public role now, newest assignment first, each with its assignment id. */
export default defineEndpoint(
  'roles/users',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { roleId: id(), sinceId: id(), untilId: id(), limit: limitParam(100, 10) },
      required: ['roleId'],
    },
  },
  (ps, _me, ctx) => {
    const role = findRoleOrThrow(ctx, ps.roleId, '30aaaee3-4792-48dc-ab0d-cf501a575ac5', true);
    const rows = pagedRows<AssignmentRow>(ctx.inst.db, ps, {
      table: 'role_assignments',
      alias: 'a',
      where: ['a.roleId = @roleId', '(a.expiresAt IS NULL OR a.expiresAt > @now)'],
      params: { roleId: role.id, now: Date.now() },
    });
    return rows.flatMap((a) => {
      const user = one<UserRow>(ctx.inst.db, 'SELECT * FROM users WHERE id = ?', a.userId);
      return user ? [{ id: a.id, user: packUserDetailed(ctx.pc, user) }] : [];
    });
  },
);
