import { all } from '../../db/statement.ts';
import type { CallContext } from '../endpoint.ts';
import { publishMeUpdated } from './me-updated.ts';

/**
 * A role or the base role changed: every account's policies may have, so each one's open sockets
 * are sent its new state (`meUpdated`; packed only for accounts that have a socket listening).
 */
export function publishPoliciesChanged(ctx: CallContext): void {
  for (const { id } of all<{ id: string }>(ctx.inst.db, 'SELECT id FROM users')) publishMeUpdated(ctx, id);
}
