import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { unassignRole } from '../../../../services/roles.ts';
import { findUserOrThrow } from '../../../shared/lookups.ts';
import { publishMeUpdated } from '../../../shared/me-updated.ts';
import { findRoleOrThrow } from '../../../shared/roles.ts';

/** admin/roles/unassign: takes a role given by hand back from a user. */
export default defineEndpoint(
  'admin/roles/unassign',
  {
    requireCredential: true,
    kind: 'write:admin:roles',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { roleId: id(), userId: id() },
      required: ['roleId', 'userId'],
    },
  },
  (ps, me, ctx) => {
    const role = findRoleOrThrow(ctx, ps.roleId, '6e519036-a70d-4c76-b679-bc8fb18194e2', false);
    if (!role.canEditMembersByModerator && !me.isAdmin)
      throw new ApiError({
        message: 'Only administrators can edit members of the role.',
        code: 'ACCESS_DENIED',
        id: '24636eee-e8c1-493e-94b2-e16ad401e262',
      });
    const user = findUserOrThrow(ctx, ps.userId, '2b730f78-1179-461b-88ad-d24c9af1a5ce');
    if (!unassignRole(ctx.inst.db, role.id, user.id))
      throw new ApiError({
        message: 'User was not assigned to this role.',
        code: 'NOT_ASSIGNED',
        id: 'b9060ac7-5c94-4da4-9f55-2047c953df44',
      });
    publishMeUpdated(ctx, user.id);
  },
);
