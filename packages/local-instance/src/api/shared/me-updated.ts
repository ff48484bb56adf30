import { packContext } from '../../context.ts';
import { packMe } from '../../packing/user.ts';
import { findUserById } from '../../services/users.ts';
import type { CallContext } from '../endpoint.ts';

/** Tells the user's own sockets of their new account state (`meUpdated`, with MeDetailed as Misskey). */
export function publishMeUpdated(ctx: CallContext, userId: string): void {
  const user = findUserById(ctx.inst.db, userId);
  if (!user) return;
  ctx.inst.events.emit('main', userId, 'meUpdated', (origin: string) =>
    packMe(packContext(ctx.inst, origin, user), user),
  );
}
