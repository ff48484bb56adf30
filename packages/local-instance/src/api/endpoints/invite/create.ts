import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { countRecentInvites, insertInviteCode, packInviteCode } from '../../../services/invite-codes.ts';
import { invitePolicies } from '../../shared/invite.ts';

export default defineEndpoint(
  'invite/create',
  {
    requireCredential: true,
    kind: 'write:invite-codes',
    requireRolePolicy: 'canInvite',
    params: { type: 'object', properties: {} },
  },
  (_ps, me, ctx) => {
    const policies = invitePolicies(ctx, me);
    if (
      policies.inviteLimit &&
      countRecentInvites(ctx.inst.db, me.id, policies.inviteLimitCycle) >= policies.inviteLimit
    ) {
      throw new ApiError({
        message: 'You have exceeded the limit for creating an invitation code.',
        code: 'EXCEEDED_LIMIT_OF_CREATE_INVITE_CODE',
        id: '8b165dd3-6f37-4557-8db1-73175d63c641',
      });
    }
    const row = insertInviteCode(ctx.inst.db, me.id, policies.inviteExpirationTime);
    return packInviteCode(ctx.pc, row);
  },
);
