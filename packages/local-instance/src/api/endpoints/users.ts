import { defineEndpoint } from '../endpoint.ts';
import { limitParam } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { all } from '../../db/statement.ts';
import { packUserDetailed } from '../../packing/user.ts';

/** Misskey's "alive": active in the last five days. */
const ALIVE_MS = 5 * 24 * 60 * 60 * 1000;

const SORTS: Record<string, string> = {
  '+follower': '(SELECT COUNT(*) FROM follows f WHERE f.followeeId = u.id) DESC',
  '-follower': '(SELECT COUNT(*) FROM follows f WHERE f.followeeId = u.id) ASC',
  '+createdAt': 'u.createdAt DESC',
  '-createdAt': 'u.createdAt ASC',
  '+updatedAt': 'u.lastActiveAt DESC',
  '-updatedAt': 'u.lastActiveAt ASC',
};

export default defineEndpoint(
  'users',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        limit: limitParam(),
        offset: { type: 'integer', default: 0 },
        sort: { type: 'string', enum: Object.keys(SORTS) },
        state: { type: 'string', enum: ['all', 'alive'], default: 'all' },
        origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
        hostname: { type: 'string', nullable: true, default: null },
      },
    },
  },
  (ps, _me, ctx) => {
    if (ps.origin === 'remote') return [];
    const order = SORTS[ps.sort ?? '+createdAt'] ?? 'u.createdAt DESC';
    const alive = ps.state === 'alive' ? 'AND u.lastActiveAt > @aliveSince' : '';
    const rows = all<UserRow>(
      ctx.inst.db,
      `SELECT u.* FROM users u WHERE u.isExplorable = 1 AND u.isSuspended = 0 ${alive}
       ORDER BY ${order} LIMIT @limit OFFSET @offset`,
      { limit: ps.limit ?? 10, offset: ps.offset ?? 0, aliveSince: Date.now() - ALIVE_MS },
    );
    return rows.map((u) => packUserDetailed(ctx.pc, u));
  },
);
