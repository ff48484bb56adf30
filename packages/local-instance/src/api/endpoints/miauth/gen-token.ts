import { genId } from '../../../db/ids.ts';
import { one, run } from '../../../db/statement.ts';
import { randomToken } from '../../../services/password.ts';
import { markAccessTokenUsed } from '../../../services/security.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { miAuthSessionUsed } from '../../shared/miauth-sessions.ts';

/**
 * A MiAuth session is approved once. Misskey has no error for a second approval (it stores a
 * second token under the same session), so this one is the instance's own: a session someone made
 * with every permission, approved later by another user for less, must not hand out that user's
 * token with the first request's permissions.
 */
const SESSION_ALREADY_USED = {
  message: 'This MiAuth session has already been used.',
  code: 'SESSION_ALREADY_USED',
  id: '4765bffa-f4c9-4b7b-abc7-578dced8d443',
};

/** MiAuth: the signed-in user allows an app; its token is kept under the app's session id. */
export default defineEndpoint(
  'miauth/gen-token',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: {
        session: { type: 'string', nullable: true },
        name: { type: 'string', nullable: true },
        description: { type: 'string', nullable: true },
        iconUrl: { type: 'string', nullable: true },
        permission: { type: 'array', items: { type: 'string' } },
      },
      required: ['session', 'permission'],
    },
  },
  (ps, me, ctx) => {
    const session = ps.session ?? null;
    if (session !== null && miAuthSessionUsed(ctx.inst.db, session)) throw new ApiError(SESSION_ALREADY_USED);
    // Misskey's app tokens are 32 characters (a session token has 16)
    const token = randomToken(32);
    const now = Date.now();
    // what was approved now is all that is stored: nothing of an earlier request under this session
    const made = run(
      ctx.inst.db,
      `INSERT INTO access_tokens (id, createdAt, userId, token, session, name, description, iconUrl, permission)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session) DO NOTHING`,
      genId(),
      now,
      me.id,
      token,
      session,
      ps.name ?? null,
      ps.description ?? null,
      ps.iconUrl ?? null,
      JSON.stringify(ps.permission),
    );
    if (made.changes === 0) throw new ApiError(SESSION_ALREADY_USED);
    // as Misskey, a new token counts as used when it is made
    const row = one<{ id: string }>(ctx.inst.db, 'SELECT id FROM access_tokens WHERE token = ?', token);
    if (row) markAccessTokenUsed(ctx.inst.db, row.id, now);
    return { token };
  },
);
