import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { deleteInvite, findInviteById } from '../../../services/invite-codes.ts';
import { invitePolicies } from '../../shared/invite.ts';

export default defineEndpoint(
  'invite/delete',
  {
    requireCredential: true,
    kind: 'write:invite-codes',
    requireRolePolicy: 'canInvite',
    params: { type: 'object', properties: { inviteId: id() }, required: ['inviteId'] },
  },
  (ps, me, ctx) => {
    invitePolicies(ctx, me);
    const row = findInviteById(ctx.inst.db, ps.inviteId);
    if (!row)
      throw new ApiError({
        message: 'No such invite code.',
        code: 'NO_SUCH_INVITE_CODE',
        id: 'cd4f9ae4-7854-4e3e-8df9-c296f051e634',
      });
    // moderators may delete anyone's (even used) codes; in Kumo Local the administrators are the moderators
    if (row.createdById !== me.id && !me.isAdmin)
      throw new ApiError({
        message: 'Access denied.',
        code: 'ACCESS_DENIED',
        id: '5eb8d909-2540-4970-90b8-dd6f86088121',
      });
    if (row.usedAt != null && !me.isAdmin)
      throw new ApiError({
        message: "You can't delete this invite code.",
        code: 'CAN_NOT_DELETE_INVITE_CODE',
        id: 'ff17af39-000c-4d4e-abdf-848fa30fc1ce',
      });
    deleteInvite(ctx.inst.db, row.id);
  },
);
