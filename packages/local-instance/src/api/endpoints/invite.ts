// invite/create, invite/list, invite/limit, invite/delete with Misskey's parameters and error ids.
import { defineEndpoint } from '../endpoint.ts';
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import { id, paginationProps, limitParam } from '../schema.ts';
import type { CallContext } from '../endpoint.ts';
import type { UserRow } from '../../db/rows.ts';
import { effectivePolicies } from '../../packing/policies.ts';
import {
  countRecentInvites,
  deleteInvite,
  findInviteById,
  insertInviteCode,
  invitesOf,
  packInviteCode,
} from '../../services/invite-codes.ts';

// Misskey's answer when an endpoint's required role policy (here canInvite) is off for the caller
const ROLE_POLICY_DENIED: ApiErrorSpec = {
  message: 'You are not assigned to a required role.',
  code: 'ROLE_PERMISSION_DENIED',
  kind: 'permission',
  id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
};

/** The caller's policies, after checking canInvite (administrators pass regardless, as in Misskey). */
function invitePolicies(ctx: CallContext, me: UserRow) {
  const policies = effectivePolicies(ctx.inst, me);
  if (!policies.canInvite && !me.isAdmin) throw new ApiError(ROLE_POLICY_DENIED);
  return policies;
}

export const inviteCreate = defineEndpoint(
  'invite/create',
  { requireCredential: true, params: { type: 'object', properties: {} } },
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

export const inviteLimit = defineEndpoint(
  'invite/limit',
  { requireCredential: true, params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => {
    const policies = invitePolicies(ctx, me);
    if (!policies.inviteLimit) return { remaining: null };
    const used = countRecentInvites(ctx.inst.db, me.id, policies.inviteLimitCycle);
    return { remaining: Math.max(0, policies.inviteLimit - used) };
  },
);

export const inviteList = defineEndpoint(
  'invite/list',
  {
    requireCredential: true,
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

export const inviteDelete = defineEndpoint(
  'invite/delete',
  {
    requireCredential: true,
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

export const inviteEndpoints = { inviteCreate, inviteLimit, inviteList, inviteDelete };
