import { one } from '../../db/statement.ts';
import type { Db } from '../../db/open.ts';

export interface AccessTokenRow {
  token: string;
  userId: string;
}

/** The app side of MiAuth (`POST /api/miauth/{session}/check`): the token once the user allowed it. */
export function checkMiAuthSession(db: Db, session: string): AccessTokenRow | undefined {
  return one<AccessTokenRow>(db, 'SELECT token, userId FROM access_tokens WHERE session = ?', session);
}
