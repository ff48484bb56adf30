// invite/create, invite/list, invite/limit, invite/delete with Misskey's parameters and error ids.
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import type { CallContext } from '../endpoint.ts';
import type { UserRow } from '../../db/rows.ts';
import { effectivePolicies } from '../../packing/policies.ts';
import { ranksOfUser } from '../../services/roles.ts';

// Misskey's answer when an endpoint's required role policy (here canInvite) is off for the caller
export const ROLE_POLICY_DENIED: ApiErrorSpec = {
  message: 'You are not assigned to a required role.',
  code: 'ROLE_PERMISSION_DENIED',
  kind: 'permission',
  id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
};

/** The caller's policies, after checking canInvite (administrators pass regardless, as in Misskey). */
export function invitePolicies(ctx: CallContext, me: UserRow) {
  const policies = effectivePolicies(ctx.inst, me);
  if (!policies.canInvite && !ranksOfUser(ctx.inst.db, me).isAdmin) throw new ApiError(ROLE_POLICY_DENIED);
  return policies;
}
