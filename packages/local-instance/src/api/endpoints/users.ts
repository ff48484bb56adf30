import { defineEndpoint } from '../endpoint.ts';
import { limitParam } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { all } from '../../db/statement.ts';
import { packUserDetailed } from '../../packing/user.ts';

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
    const rows = all<UserRow>(
      ctx.inst.db,
      `SELECT u.* FROM users u WHERE u.isExplorable = 1 ORDER BY ${order} LIMIT ? OFFSET ?`,
      ps.limit ?? 10,
      ps.offset ?? 0,
    );
    return rows.map((u) => packUserDetailed(ctx.pc, u));
  },
);
