import type { entities } from 'misskey-js';

/**
 * Whether "New channel" is offered: a role may take channel creation away (`canCreateChannel`, which
 * the server enforces too); administrators keep it, and a server without the policy allows it.
 */
export function mayCreateChannel(
  me: Pick<entities.MeDetailed, 'isAdmin' | 'policies'> | null | undefined,
): boolean {
  if (!me) return false;
  return me.isAdmin || (me.policies as Partial<entities.RolePolicies>).canCreateChannel !== false;
}
