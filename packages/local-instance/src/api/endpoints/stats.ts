import { one } from '../../db/statement.ts';
import { defineEndpoint } from '../endpoint.ts';

/** stats: the server's counts (everything here is local: no other server is known). */
export default defineEndpoint(
  'stats',
  { requireCredential: false, allowGet: true, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) => {
    const count = (sql: string) => one<{ c: number }>(ctx.inst.db, sql)?.c ?? 0;
    const notes = count('SELECT COUNT(*) AS c FROM notes');
    const users = count('SELECT COUNT(*) AS c FROM users');
    return {
      notesCount: notes,
      originalNotesCount: notes,
      usersCount: users,
      originalUsersCount: users,
      instances: 0,
      driveUsageLocal: count('SELECT COALESCE(SUM(size), 0) AS c FROM drive_files'),
      driveUsageRemote: 0,
    };
  },
);
