// Demo data for the profile screens: a locked account with a pending follow request, the days the
// demo users have used a client, and the achievements they have earned by what the seed gave them
// (notes, followers, those days).
import type { Instance } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { all, run } from '../db/statement.ts';
import { grantAchievement } from '../services/achievements.ts';
import { createFollowRequest } from '../services/follow-requests.ts';
import { loginDay } from '../services/logged-in-days.ts';

const NOTE_MILESTONES: [number, string][] = [
  [1, 'notes1'],
  [10, 'notes10'],
  [100, 'notes100'],
  [500, 'notes500'],
];
const FOLLOWER_MILESTONES: [number, string][] = [
  [1, 'followers1'],
  [10, 'followers10'],
];
const FOLLOWING_MILESTONES: [number, string][] = [
  [1, 'following1'],
  [10, 'following10'],
];
const LOGIN_MILESTONES: [number, string][] = [
  [3, 'login3'],
  [7, 'login7'],
  [15, 'login15'],
];
/** Each demo user used a client on each of the last days before the seed, up to this many. */
const SEEDED_LOGIN_DAYS = 20;
const DAY = 86_400_000;

function grantMilestones(
  inst: Instance,
  user: UserRow,
  dates: number[],
  milestones: [number, string][],
): void {
  for (const [n, name] of milestones) {
    const at = dates[n - 1];
    if (at != null) grantAchievement(inst.db, user.id, name, at);
  }
}

export function seedProfileExtras(inst: Instance, users: Map<string, UserRow>, now: number): void {
  const db = inst.db;
  const frank = users.get('frank')!;
  run(db, 'UPDATE users SET isLocked = 1 WHERE id = ?', frank.id);
  createFollowRequest(inst, users.get('dave')!, frank, { createdAt: now - 3 * 3_600_000, silent: true });

  for (const user of users.values()) {
    const dates = (sql: string) => all<{ at: number }>(db, sql, user.id).map((r) => r.at);
    grantMilestones(
      inst,
      user,
      dates('SELECT createdAt AS at FROM notes WHERE userId = ? ORDER BY createdAt'),
      NOTE_MILESTONES,
    );
    grantMilestones(
      inst,
      user,
      dates('SELECT createdAt AS at FROM follows WHERE followeeId = ? ORDER BY createdAt'),
      FOLLOWER_MILESTONES,
    );
    grantMilestones(
      inst,
      user,
      dates('SELECT createdAt AS at FROM follows WHERE followerId = ? ORDER BY createdAt'),
      FOLLOWING_MILESTONES,
    );
    // the days before today (today is added by the first `i` of the demo): no login achievement is
    // left for the first visit to earn all at once
    const since = Math.max(user.createdAt, now - SEEDED_LOGIN_DAYS * DAY);
    const loginDates: number[] = [];
    for (let at = now - DAY; at >= since; at -= DAY) loginDates.unshift(at);
    run(
      db,
      'UPDATE users SET loggedInDates = ? WHERE id = ?',
      JSON.stringify(loginDates.map((at) => loginDay(new Date(at)))),
      user.id,
    );
    grantMilestones(inst, user, loginDates, LOGIN_MILESTONES);
    const filled = user.name && user.description && (user.location || user.fields !== '[]');
    if (filled) grantAchievement(db, user.id, 'profileFilled', user.createdAt + 86_400_000);
    if (user.isCat) grantAchievement(db, user.id, 'markedAsCat', user.createdAt + 3_600_000);
  }
}
