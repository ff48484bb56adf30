// invite/create, invite/list, invite/limit, invite/delete with Misskey's parameters and error ids.
import type { CallContext } from '../endpoint.ts';
import type { UserRow } from '../../db/rows.ts';
import { requireRolePolicy } from './role-policy.ts';

/** The caller's policies, after checking canInvite (administrators pass regardless, as in Misskey). */
export function invitePolicies(ctx: CallContext, me: UserRow) {
  return requireRolePolicy(ctx, me, 'canInvite');
}
