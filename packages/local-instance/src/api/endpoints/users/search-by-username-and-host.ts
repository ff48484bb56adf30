import { limitParam, requireAnyOf } from '../../schema.ts';
import { defineEndpoint } from '../../endpoint.ts';
import type { UserRow } from '../../../db/rows.ts';
import { all, escapeLike } from '../../../db/statement.ts';
import { packUserOfList } from '../../../packing/user.ts';

/**
 * Users whose username starts with `username` (for mention autocomplete). As in Misskey: the users the caller
 * follows come first, then everyone else, each by last activity; a host other than this server's matches no
 * one here (the local instance has no remote users); with neither username nor host given, INVALID_PARAM.
 */
export default defineEndpoint(
  'users/search-by-username-and-host',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        username: { type: 'string', nullable: true },
        host: { type: 'string', nullable: true },
        limit: limitParam(),
        detail: { type: 'boolean', default: true },
      },
    },
  },
  (params, me, ctx) => {
    requireAnyOf(params, ['username', 'host']);
    const ps = params as { username?: string | null; host?: string | null; limit?: number; detail?: boolean };
    const username = ps.username ?? '';
    const host = ps.host ?? null;
    if (username === '' && host === null) return [];
    const localHost = new URL(ctx.origin).host;
    if (host !== null && host !== '.' && host.toLowerCase() !== localHost.toLowerCase()) return [];
    const limit = ps.limit ?? 10;
    const rows = all<UserRow>(
      ctx.inst.db,
      `SELECT u.* FROM users u
        WHERE u.usernameLower LIKE ? ESCAPE '\\'
        ORDER BY EXISTS (SELECT 1 FROM follows f WHERE f.followerId = ? AND f.followeeId = u.id) DESC,
                 COALESCE(u.lastActiveAt, u.createdAt) DESC
        LIMIT ?`,
      `${escapeLike(username.toLowerCase())}%`,
      me?.id ?? '',
      limit,
    );
    return rows.map((u) => packUserOfList(ctx.pc, u, ps.detail));
  },
);
