import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps, limitParam } from '../../schema.ts';
import { invitesOf, packInviteCode } from '../../../services/invite-codes.ts';
import { invitePolicies } from '../../shared/invite.ts';

export default defineEndpoint(
  'invite/list',
  {
    requireCredential: true,
    kind: 'read:invite-codes',
    requireRolePolicy: 'canInvite',
    params: { type: 'object', properties: { ...paginationProps, limit: limitParam(100, 30) } },
  },
  (ps, me, ctx) => {
    invitePolicies(ctx, me);
    const rows = invitesOf(ctx.inst.db, me.id, {
      limit: ps.limit ?? 30,
      sinceId: ps.sinceId,
      untilId: ps.untilId,
      sinceDate: ps.sinceDate,
      untilDate: ps.untilDate,
    });
    return rows.map((r) => packInviteCode(ctx.pc, r));
  },
);
