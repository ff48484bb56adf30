import type { entities } from 'misskey-js';
import type { Db } from '../db/open.ts';
import { all, run } from '../db/statement.ts';

/** The achievements a user has earned, oldest first (Misskey's `users/achievements` order). */
export function achievementsOf(db: Db, userId: string): entities.MeDetailed['achievements'] {
  return all<{ name: string; unlockedAt: number }>(
    db,
    'SELECT name, unlockedAt FROM user_achievements WHERE userId = ? ORDER BY unlockedAt ASC, name ASC',
    userId,
  ) as entities.MeDetailed['achievements'];
}

/** Records an achievement once; earning it again keeps the first date. */
export function grantAchievement(db: Db, userId: string, name: string, unlockedAt = Date.now()): void {
  run(
    db,
    'INSERT OR IGNORE INTO user_achievements (userId, name, unlockedAt) VALUES (?, ?, ?)',
    userId,
    name,
    unlockedAt,
  );
}
