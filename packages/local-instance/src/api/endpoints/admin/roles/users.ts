import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id, limitParam } from '../../../schema.ts';
import { packUserDetailed } from '../../../../packing/user.ts';
import { findRoleOrThrow, heldAssignments } from '../../../shared/roles.ts';

/** admin/roles/users: who was given a role by hand and still holds it, with the assignment's end. */
export default defineEndpoint(
  'admin/roles/users',
  {
    requireCredential: false,
    kind: 'read:admin:roles',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { roleId: id(), sinceId: id(), untilId: id(), limit: limitParam(100, 10) },
      required: ['roleId'],
    },
  },
  (ps, me, ctx) => {
    const role = findRoleOrThrow(ctx, ps.roleId, '224eff5e-2488-4b18-b3e7-f50d94421648', false);
    if (!role.canEditMembersByModerator && !me?.isAdmin)
      throw new ApiError({
        message: 'Only administrators can view members of the role.',
        code: 'ACCESS_DENIED',
        id: '52202c96-aad4-4d44-bedc-82c5302bc87e',
      });
    return heldAssignments(ctx, role.id, ps).map((a) => ({
      id: a.id,
      createdAt: new Date(a.createdAt).toISOString(),
      user: packUserDetailed(ctx.pc, a.user),
      expiresAt: a.expiresAt === null ? null : new Date(a.expiresAt).toISOString(),
    }));
  },
);
