// What the account's own state earns; read by the watcher, which loads after the first screen.
import { MILESTONES, reached } from './milestones.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface MeCounts {
  notesCount: number;
  loggedInDays?: number;
  followingCount: number;
  followersCount: number;
  createdAt: string;
  birthday?: string | null;
  name?: string | null;
  description?: string | null;
  avatarId?: string | null;
  bannerId?: string | null;
  isCat?: boolean;
  achievements?: ReadonlyArray<{ name: string }>;
}

/**
 * What the account's own state has earned (checked at start-up and whenever it changes): the
 * notes, login-streak, following and followers milestones, account age, a birthday or New Year's
 * Day sign-in, a filled profile, being a cat, and thirty achievements collected.
 */
export function accountAchievements(me: MeCounts, now: Date): string[] {
  const out = [
    ...reached('notes', MILESTONES.notes, me.notesCount),
    ...reached('login', MILESTONES.login, me.loggedInDays ?? 0),
    ...reached('following', MILESTONES.following, me.followingCount),
    ...reached('followers', MILESTONES.followers, me.followersCount),
  ];
  const age = now.getTime() - new Date(me.createdAt).getTime();
  for (const years of [1, 2, 3]) if (age >= years * YEAR_MS) out.push(`passedSinceAccountCreated${years}`);
  const monthDay = `${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  if (me.birthday && me.birthday.slice(5) === monthDay) out.push('loggedInOnBirthday');
  if (monthDay === '01-01') out.push('loggedInOnNewYearsDay');
  if (me.name && me.description && me.avatarId && me.bannerId) out.push('profileFilled');
  if (me.isCat) out.push('markedAsCat');
  if ((me.achievements?.length ?? 0) >= 30) out.push('collectAchievements30');
  return out;
}

/** justPlainLucky: one chance in 20,000 at each 10-second check. */
export const LUCKY_INTERVAL_MS = 10_000;
export const LUCKY_ODDS = 20_000;
export function isLucky(random: () => number = Math.random): boolean {
  return Math.floor(random() * LUCKY_ODDS) === 0;
}
