import { defineEndpoint } from '../../endpoint.ts';
import { limitParam } from '../../schema.ts';
import { all, escapeLike } from '../../../db/statement.ts';

/**
 * Hashtag names starting with `query` (lowercased), most used first (by how many users used them), as
 * Misskey's hashtags/search answers: a plain list of names. Like Misskey's hashtag table, only
 * public and home notes count: the tags of followers-only and direct notes stay private.
 */
export default defineEndpoint(
  'hashtags/search',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        // no hashtag is longer; SQLite refuses LIKE patterns over 50 KB
        query: { type: 'string', maxLength: 128 },
        limit: limitParam(),
        offset: { type: 'integer', default: 0 },
      },
      required: ['query'],
    },
  },
  (ps, _me, ctx) => {
    const prefix = `${escapeLike(ps.query.toLowerCase())}%`;
    const rows = all<{ name: string }>(
      ctx.inst.db,
      `SELECT lower(j.value) AS name FROM notes n, json_each(n.tags) j
        WHERE lower(j.value) LIKE ? ESCAPE '\\' AND n.visibility IN ('public', 'home')
        GROUP BY lower(j.value)
        ORDER BY COUNT(DISTINCT n.userId) DESC, name ASC
        LIMIT ? OFFSET ?`,
      prefix,
      ps.limit ?? 10,
      ps.offset ?? 0,
    );
    return rows.map((r) => r.name);
  },
);
