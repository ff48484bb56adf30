import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { assignRole } from '../../../../services/roles.ts';
import { findUserOrThrow } from '../../../shared/lookups.ts';
import { publishMeUpdated } from '../../../shared/me-updated.ts';
import { findRoleOrThrow } from '../../../shared/roles.ts';

/** admin/roles/assign: gives a user a role, until `expiresAt` when given (an end already past does nothing). */
export default defineEndpoint(
  'admin/roles/assign',
  {
    requireCredential: true,
    kind: 'write:admin:roles',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { roleId: id(), userId: id(), expiresAt: { type: 'integer', nullable: true } },
      required: ['roleId', 'userId'],
    },
  },
  (ps, me, ctx) => {
    const role = findRoleOrThrow(ctx, ps.roleId, '6503c040-6af4-4ed9-bf07-f2dd16678eab', false);
    if (!role.canEditMembersByModerator && !me.isAdmin)
      throw new ApiError({
        message: 'Only administrators can edit members of the role.',
        code: 'ACCESS_DENIED',
        id: '25b5bc31-dc79-4ebd-9bd2-c84978fd052c',
      });
    const user = findUserOrThrow(ctx, ps.userId, '558ea170-f653-4700-94d0-5a818371d0df');
    if (ps.expiresAt && ps.expiresAt <= Date.now()) return;
    assignRole(ctx.inst.db, role.id, user.id, ps.expiresAt ?? null);
    publishMeUpdated(ctx, user.id);
  },
);
