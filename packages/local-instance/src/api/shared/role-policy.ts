// Misskey's `requireRolePolicy` of an endpoint's definition: the caller's roles must grant the policy.
import type { entities } from 'misskey-js';
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import type { CallContext } from '../endpoint.ts';
import type { UserRow } from '../../db/rows.ts';
import { effectivePolicies } from '../../packing/policies.ts';
import { ranksOfUser } from '../../services/roles.ts';

// Misskey's answer when an endpoint's required role policy is off for the caller
export const ROLE_POLICY_DENIED: ApiErrorSpec = {
  message: 'You are not assigned to a required role.',
  code: 'ROLE_PERMISSION_DENIED',
  kind: 'permission',
  id: '7f86f06f-7e15-4057-8561-f4b6d4ac755a',
};

type BooleanPolicy = {
  [K in keyof entities.RolePolicies]: entities.RolePolicies[K] extends boolean ? K : never;
}[keyof entities.RolePolicies];

/**
 * The caller's policies, after checking that they grant `policy`; administrators pass regardless.
 * A visitor (`me` null) is held to the base role's policies.
 */
export function requireRolePolicy(
  ctx: CallContext,
  me: UserRow | null,
  policy: BooleanPolicy,
): entities.RolePolicies {
  const policies = effectivePolicies(ctx.inst, me);
  if (!policies[policy] && !(me && ranksOfUser(ctx.inst.db, me).isAdmin))
    throw new ApiError(ROLE_POLICY_DENIED);
  return policies;
}
