import type { Db } from '../db/open.ts';
import type { UserRow } from '../db/rows.ts';
import { parseJson, run } from '../db/statement.ts';

/** A day as Misskey writes it in `loggedInDates`: the server's local date, "2026/11/28" (no padding). */
export function loginDay(at: Date): string {
  return `${at.getFullYear()}/${at.getMonth() + 1}/${at.getDate()}`;
}

/** The days the user has used a client, as stored (an unreadable value counts as none). */
export function loggedInDates(user: Pick<UserRow, 'loggedInDates'>): string[] {
  return parseJson<string[]>(user.loggedInDates, []);
}

/**
 * As Misskey's `i` endpoint does: the first time a day the user's client fetches `i`, that day is
 * added to the user's days, whose count is MeDetailed.loggedInDays (the login achievements' figure).
 * Returns the row as it now is.
 */
export function recordLoginDay(db: Db, user: UserRow, now = new Date()): UserRow {
  const days = loggedInDates(user);
  const today = loginDay(now);
  if (days.includes(today)) return user;
  const next = JSON.stringify([...days, today]);
  run(db, 'UPDATE users SET loggedInDates = ? WHERE id = ?', next, user.id);
  return { ...user, loggedInDates: next };
}
