import { genId } from '../../../db/ids.ts';
import { one, run } from '../../../db/statement.ts';
import { randomToken } from '../../../services/password.ts';
import { markAccessTokenUsed } from '../../../services/security.ts';
import { defineEndpoint } from '../../endpoint.ts';

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
    // Misskey's app tokens are 32 characters (a session token has 16)
    const token = randomToken(32);
    const now = Date.now();
    run(
      ctx.inst.db,
      `INSERT INTO access_tokens (id, createdAt, userId, token, session, name, description, iconUrl, permission)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (session) DO UPDATE SET token = excluded.token, userId = excluded.userId`,
      genId(),
      now,
      me.id,
      token,
      ps.session ?? null,
      ps.name ?? null,
      ps.description ?? null,
      ps.iconUrl ?? null,
      JSON.stringify(ps.permission),
    );
    // as Misskey, a new token counts as used when it is made
    const made = one<{ id: string }>(ctx.inst.db, 'SELECT id FROM access_tokens WHERE token = ?', token);
    if (made) markAccessTokenUsed(ctx.inst.db, made.id, now);
    return { token };
  },
);
