import type { CallContext } from '../endpoint.ts';

/**
 * A role or the base role changed: every account's policies may have, so each open socket of a
 * signed-in account is sent its new state (`meUpdated`), packed by that socket alone: the work
 * grows with the sockets open, not with the accounts the server holds.
 */
export function publishPoliciesChanged(ctx: CallContext): void {
  ctx.inst.events.emit('policiesChanged');
}
