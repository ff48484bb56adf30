import type { UserRow } from '../../../db/rows.ts';
import { all } from '../../../db/statement.ts';
import { packUserDetailed } from '../../../packing/user.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { limitParam } from '../../schema.ts';

const SORTS: Record<string, string> = {
  '+follower': '(SELECT COUNT(*) FROM follows f WHERE f.followeeId = u.id) DESC',
  '-follower': '(SELECT COUNT(*) FROM follows f WHERE f.followeeId = u.id) ASC',
  '+createdAt': 'u.createdAt DESC',
  '-createdAt': 'u.createdAt ASC',
  '+updatedAt': 'COALESCE(u.updatedAt, u.createdAt) DESC',
  '-updatedAt': 'COALESCE(u.updatedAt, u.createdAt) ASC',
  '+lastActiveDate': 'u.lastActiveAt DESC',
  '-lastActiveDate': 'u.lastActiveAt ASC',
};

/** Holds (by an assignment that has not ended) a role with one of the flags; as Misskey, assignments only. */
const holdsRole = (flags: string) =>
  `EXISTS (SELECT 1 FROM role_assignments a JOIN roles r ON r.id = a.roleId WHERE a.userId = u.id
     AND (${flags}) AND (a.expiresAt IS NULL OR a.expiresAt > CAST(strftime('%s', 'now') AS INTEGER) * 1000))`;
const ADMIN = `(u.isAdmin = 1 OR ${holdsRole('r.isAdministrator = 1')})`;
const MODERATOR = holdsRole('r.isModerator = 1');

const STATES: Record<string, string> = {
  all: '1 = 1',
  alive: '1 = 1',
  available: 'u.isSuspended = 0',
  admin: ADMIN,
  // as Misskey: moderators by a moderator role, not the administrators
  moderator: `(${MODERATOR} AND NOT ${ADMIN})`,
  adminOrModerator: `(${ADMIN} OR ${MODERATOR})`,
  suspended: 'u.isSuspended = 1',
};

/** admin/show-users: every account, filtered by state, origin and a name, sorted, a page at a time. */
export default defineEndpoint(
  'admin/show-users',
  {
    requireCredential: true,
    kind: 'read:admin:show-user',
    requireModerator: true,
    params: {
      type: 'object',
      properties: {
        limit: limitParam(),
        offset: { type: 'integer', default: 0 },
        sort: { type: 'string', enum: Object.keys(SORTS) },
        state: { type: 'string', enum: Object.keys(STATES), default: 'all' },
        origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'combined' },
        username: { type: 'string', nullable: true, default: null },
        hostname: { type: 'string', nullable: true, default: null },
      },
    },
  },
  (ps, _me, ctx) => {
    // this instance does not federate: no remote account, and a host finds nobody
    if (ps.origin === 'remote' || (ps.hostname != null && ps.hostname !== '')) return [];
    const order = SORTS[ps.sort ?? '+createdAt'] ?? 'u.createdAt DESC';
    const where = [STATES[ps.state ?? 'all'] ?? '1 = 1'];
    const params: unknown[] = [];
    if (ps.username) {
      where.push("u.usernameLower LIKE ? ESCAPE '\\'");
      params.push(`${ps.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    const rows = all<UserRow>(
      ctx.inst.db,
      `SELECT u.* FROM users u WHERE ${where.join(' AND ')} ORDER BY ${order}, u.id DESC LIMIT ? OFFSET ?`,
      ...params,
      ps.limit ?? 10,
      ps.offset ?? 0,
    );
    return rows.map((u) => packUserDetailed(ctx.pc, u));
  },
);
