import { run } from '../../../db/statement.ts';
import { randomToken } from '../../../services/password.ts';
import { confirmPassword, incorrectPassword } from '../../shared/password-check.ts';
import { defineEndpoint } from '../../endpoint.ts';

/**
 * A new session token for the user; every client using the old one is told through the main channel,
 * and their sockets are closed.
 */
export default defineEndpoint(
  'i/regenerate-token',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: { password: { type: 'string' } }, required: ['password'] },
  },
  (ps, me, ctx) => {
    // Misskey throws a plain error here, which reaches clients as a 500 (INTERNAL_ERROR); a wrong
    // password is the caller's mistake, so this instance answers it as i/change-password does, with a
    // 400 the client already understands
    confirmPassword(ctx, me, ps.password, () => incorrectPassword('7ab0426e-6606-4bd1-9d51-190084e5769e'));
    run(ctx.inst.db, 'UPDATE users SET token = ? WHERE id = ?', randomToken(), me.id);
    ctx.inst.events.emit('main', me.id, 'myTokenRegenerated', undefined);
    // sockets opened with the old token would go on receiving the account's private events
    ctx.inst.events.emit('terminate', me.id, 'session');
  },
);
