// Birthdays of the accounts one follows (users/get-following-users-by-birthday, upstream 2026.7):
// a day of the year, or a span of days that may run over the new year.
import type { Db } from '../db/open.ts';
import { all } from '../db/statement.ts';
import type { UserRow } from '../db/rows.ts';

export interface MonthDay {
  month: number;
  day: number;
}

const order = (d: MonthDay) => d.month * 100 + d.day;

/** Whether `d` falls in `begin`…`end` (both included); a span from December to January wraps. */
export function inBirthdaySpan(d: MonthDay, begin: MonthDay, end: MonthDay): boolean {
  const [x, from, to] = [order(d), order(begin), order(end)];
  return from <= to ? from <= x && x <= to : x >= from || x <= to;
}

/** The next time a birthday (`YYYY-MM-DD`) comes, today included, as `YYYY-MM-DD` (UTC). */
export function nextBirthday(birthday: string, today: Date): string {
  const [, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const now = { month: today.getUTCMonth() + 1, day: today.getUTCDate() };
  const year = today.getUTCFullYear() + (order({ month, day }) < order(now) ? 1 : 0);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The followees of `userId` whose birthday is in the span, soonest first. */
export function followeesBornIn(
  db: Db,
  userId: string,
  begin: MonthDay,
  end: MonthDay,
  today: Date,
): Array<{ user: UserRow; birthday: string }> {
  return all<UserRow>(
    db,
    `SELECT u.* FROM follows f JOIN users u ON u.id = f.followeeId
     WHERE f.followerId = ? AND u.birthday IS NOT NULL`,
    userId,
  )
    .filter((u) => {
      const [, month, day] = u.birthday!.split('-').map(Number) as [number, number, number];
      return inBirthdaySpan({ month, day }, begin, end);
    })
    .map((user) => ({ user, birthday: nextBirthday(user.birthday!, today) }))
    .sort((a, b) => a.birthday.localeCompare(b.birthday) || a.user.id.localeCompare(b.user.id));
}
