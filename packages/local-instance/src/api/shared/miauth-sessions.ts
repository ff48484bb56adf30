import { one, run } from '../../db/statement.ts';
import type { Db } from '../../db/open.ts';

export interface AccessTokenRow {
  token: string;
  userId: string;
}

/**
 * The app side of MiAuth (`POST /api/miauth/{session}/check`): the token once the user allowed it,
 * and only the first time it is asked for, as Misskey (a leaked session id gives nothing later).
 */
export function checkMiAuthSession(db: Db, session: string): AccessTokenRow | undefined {
  const row = one<AccessTokenRow>(db, 'SELECT token, userId FROM access_tokens WHERE session = ?', session);
  if (!row) return undefined;
  const fresh = run(db, 'INSERT OR IGNORE INTO miauth_fetched (session) VALUES (?)', session);
  return fresh.changes > 0 ? row : undefined;
}

/** Whether a session id was approved before (its token may since have been revoked, or collected). */
export function miAuthSessionUsed(db: Db, session: string): boolean {
  return (
    one(db, 'SELECT 1 FROM access_tokens WHERE session = ?', session) !== undefined ||
    one(db, 'SELECT 1 FROM miauth_fetched WHERE session = ?', session) !== undefined
  );
}
