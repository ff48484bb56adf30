import type { entities } from 'misskey-js';
import type { Instance } from '../context.ts';
import type { Db } from '../db/open.ts';
import { all, one, run } from '../db/statement.ts';
import { createNotification } from './notifications.ts';
import { findUserById } from './users.ts';

/** Every achievement a Misskey 2025 server knows (`i/claim-achievement` refuses any other name). */
export const ACHIEVEMENT_NAMES = [
  ...[1, 10, 100, 500, 1000, 5000].map((n) => `notes${n}`),
  ...Array.from({ length: 10 }, (_, i) => `notes${(i + 1) * 10000}`),
  ...[3, 7, 15, 30, 60].map((n) => `login${n}`),
  ...Array.from({ length: 10 }, (_, i) => `login${(i + 1) * 100}`),
  'passedSinceAccountCreated1',
  'passedSinceAccountCreated2',
  'passedSinceAccountCreated3',
  'loggedInOnBirthday',
  'loggedInOnNewYearsDay',
  'noteClipped1',
  'noteFavorited1',
  'myNoteFavorited1',
  'profileFilled',
  'markedAsCat',
  ...[1, 10, 50, 100, 300].map((n) => `following${n}`),
  ...[1, 10, 50, 100, 300, 500, 1000].map((n) => `followers${n}`),
  'collectAchievements30',
  'viewAchievements3min',
  'iLoveMisskey',
  'foundTreasure',
  'client30min',
  'client60min',
  'noteDeletedWithin1min',
  'postedAtLateNight',
  'postedAt0min0sec',
  'selfQuote',
  'htl20npm',
  'viewInstanceChart',
  'outputHelloWorldOnScratchpad',
  'open3windows',
  'driveFolderCircularReference',
  'reactWithoutRead',
  'clickedClickHere',
  'justPlainLucky',
  'setNameToSyuilo',
  'cookieClicked',
  'brainDiver',
  'smashTestNotificationButton',
  'tutorialCompleted',
  'bubbleGameExplodingHead',
  'bubbleGameDoubleExplodingHead',
] as entities.AchievementName[];

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

/**
 * Misskey's AchievementService.create: a user earns an achievement once; the first time, an
 * `achievementEarned` notification tells them (live on the main stream). Held ones are ignored.
 */
export function earnAchievement(inst: Instance, userId: string, name: string): void {
  const user = findUserById(inst.db, userId);
  if (!user) return;
  if (one(inst.db, 'SELECT 1 FROM user_achievements WHERE userId = ? AND name = ?', userId, name)) return;
  grantAchievement(inst.db, userId, name);
  createNotification(inst, { notifieeId: userId, type: 'achievementEarned', extra: { achievement: name } });
}
