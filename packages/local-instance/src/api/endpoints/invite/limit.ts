import { defineEndpoint } from '../../endpoint.ts';
import { countRecentInvites } from '../../../services/invite-codes.ts';
import { invitePolicies } from '../../shared/invite.ts';

export default defineEndpoint(
  'invite/limit',
  {
    requireCredential: true,
    kind: 'read:invite-codes',
    requireRolePolicy: 'canInvite',
    params: { type: 'object', properties: {} },
  },
  (_ps, me, ctx) => {
    const policies = invitePolicies(ctx, me);
    if (!policies.inviteLimit) return { remaining: null };
    const used = countRecentInvites(ctx.inst.db, me.id, policies.inviteLimitCycle);
    return { remaining: Math.max(0, policies.inviteLimit - used) };
  },
);
