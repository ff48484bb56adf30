import { limitParam } from '../../schema.ts';
import { defineEndpoint } from '../../endpoint.ts';
import type { UserRow } from '../../../db/rows.ts';
import { all, escapeLike } from '../../../db/statement.ts';
import { packUserOfList } from '../../../packing/user.ts';
import { requireRolePolicy } from '../../shared/role-policy.ts';

/**
 * users/search, the search page's people: as Misskey, `@name` looks for usernames starting with
 * `name`; anything else for usernames or display names containing the words, then for profiles
 * that mention them, each by last activity. Every account here is local: origin `remote` finds no one.
 */
export default defineEndpoint(
  'users/search',
  {
    requireCredential: false,
    requireRolePolicy: 'canSearchUsers',
    params: {
      type: 'object',
      properties: {
        query: { type: 'string', maxLength: 1000 },
        offset: { type: 'integer', default: 0, minimum: 0 },
        limit: limitParam(100, 10),
        origin: { type: 'string', enum: ['local', 'remote', 'combined'], default: 'combined' },
        detail: { type: 'boolean', default: true },
      },
      required: ['query'],
    },
  },
  (params, me, ctx) => {
    // Misskey's requiredRolePolicy: 'canSearchUsers' (administrators pass)
    requireRolePolicy(ctx, me, 'canSearchUsers');
    const ps = params as {
      query: string;
      offset?: number;
      limit?: number;
      origin?: string;
      detail?: boolean;
    };
    const query = ps.query.trim();
    if (query === '' || ps.origin === 'remote') return [];
    const byUsername = query.startsWith('@') && !query.includes(' ') && query.indexOf('@', 1) === -1;
    const text = escapeLike((byUsername ? query.slice(1) : query).toLowerCase());
    const rows = all<UserRow>(
      ctx.inst.db,
      byUsername
        ? `SELECT * FROM users WHERE usernameLower LIKE ? ESCAPE '\\'
           ORDER BY COALESCE(lastActiveAt, createdAt) DESC LIMIT ? OFFSET ?`
        : `SELECT * FROM users
           WHERE usernameLower LIKE @contains ESCAPE '\\' OR LOWER(COALESCE(name, '')) LIKE @contains ESCAPE '\\'
              OR LOWER(COALESCE(description, '')) LIKE @contains ESCAPE '\\'
           ORDER BY (usernameLower LIKE @contains ESCAPE '\\' OR LOWER(COALESCE(name, '')) LIKE @contains ESCAPE '\\') DESC,
                    COALESCE(lastActiveAt, createdAt) DESC
           LIMIT @limit OFFSET @offset`,
      ...(byUsername
        ? [`${text}%`, ps.limit ?? 10, ps.offset ?? 0]
        : [{ contains: `%${text}%`, limit: ps.limit ?? 10, offset: ps.offset ?? 0 }]),
    );
    return rows.map((u) => packUserOfList(ctx.pc, u, ps.detail));
  },
);
