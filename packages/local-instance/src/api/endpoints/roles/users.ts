import { defineEndpoint } from '../../endpoint.ts';
import { id, limitParam } from '../../schema.ts';
import { packUserDetailed } from '../../../packing/user.ts';
import { findRoleOrThrow, heldAssignments } from '../../shared/roles.ts';

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
    return heldAssignments(ctx, role.id, ps).map((a) => ({
      id: a.id,
      user: packUserDetailed(ctx.pc, a.user),
    }));
  },
);
