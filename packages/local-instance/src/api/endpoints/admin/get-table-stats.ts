import { defineEndpoint } from '../../endpoint.ts';
import { all, one } from '../../../db/statement.ts';

/**
 * admin/get-table-stats: each table of the database with its rows and its size in bytes (SQLite's
 * dbstat, where the build has it; 0 otherwise), biggest first, as Misskey answers for PostgreSQL.
 */
export default defineEndpoint(
  'admin/get-table-stats',
  {
    requireCredential: true,
    kind: 'read:admin:table-stats',
    requireAdmin: true,
    params: { type: 'object', properties: {} },
  },
  (_ps, _me, ctx) => {
    const db = ctx.inst.db;
    const tables = all<{ name: string }>(
      db,
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    const sizes = new Map<string, number>();
    try {
      for (const r of all<{ name: string; size: number }>(
        db,
        'SELECT name, SUM(pgsize) AS size FROM dbstat GROUP BY name',
      ))
        sizes.set(r.name, r.size);
    } catch {
      // this SQLite has no dbstat table: sizes stay 0
    }
    const stats = tables.map(({ name }) => ({
      name,
      // the name comes from sqlite_master, quoted as an identifier
      count: one<{ c: number }>(db, `SELECT COUNT(*) AS c FROM "${name.replaceAll('"', '""')}"`)?.c ?? 0,
      size: sizes.get(name) ?? 0,
    }));
    stats.sort((a, b) => b.size - a.size || b.count - a.count);
    return Object.fromEntries(stats.map((s) => [s.name, { count: s.count, size: s.size }]));
  },
);
