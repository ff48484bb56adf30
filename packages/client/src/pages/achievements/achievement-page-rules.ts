import { ACHIEVEMENTS, type AchievementInfo } from '@/achievements/index.ts';

export interface EarnedEntry {
  info: AchievementInfo;
  unlockedAt: number;
}

/**
 * The page's two lists: what was earned (newest first) and what is still to earn, in the
 * achievements' own order. The ones only Misskey's own client can unlock are listed once earned.
 */
export function splitAchievements(earned: ReadonlyArray<{ name: string; unlockedAt: number }>): {
  earned: EarnedEntry[];
  locked: AchievementInfo[];
  total: number;
} {
  const when = new Map(earned.map((a) => [a.name, a.unlockedAt]));
  const mine = ACHIEVEMENTS.filter((a) => when.has(a.name))
    .map((info) => ({ info, unlockedAt: when.get(info.name)! }))
    .sort((a, b) => b.unlockedAt - a.unlockedAt);
  const locked = ACHIEVEMENTS.filter((a) => !when.has(a.name) && !a.elsewhere);
  return { earned: mine, locked, total: mine.length + locked.length };
}

/** viewAchievements3min: three minutes on this page. */
export const VIEW_ACHIEVEMENTS_MS = 3 * 60_000;
