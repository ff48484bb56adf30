import type { entities } from 'misskey-js';
import { MILESTONES } from './milestones.ts';

export type AchievementName = entities.AchievementName;
export type AchievementTier = 'bronze' | 'silver' | 'gold' | 'platinum';

export interface AchievementInfo {
  name: AchievementName;
  tier: AchievementTier;
  /** An emoji that stands for it. */
  icon: string;
  /** Spec P2 §3: its background, the two colours of its kind (Kumo's own palette). */
  background: readonly [string, string];
  /** Told only once earned (a surprise); the list shows it as a secret before. */
  secret?: boolean;
  /** Earned on Misskey's own client only (its games and tutorial): listed once someone has it. */
  elsewhere?: boolean;
}

type Row = [AchievementName, AchievementTier, string, ('secret' | 'elsewhere')?];

const tierBy = (n: number, steps: [number, number, number]): AchievementTier =>
  n >= steps[2] ? 'platinum' : n >= steps[1] ? 'gold' : n >= steps[0] ? 'silver' : 'bronze';

const counted = (
  prefix: 'notes' | 'login' | 'following' | 'followers',
  ns: number[],
  icon: string,
  steps: [number, number, number],
): Row[] => ns.map((n) => [`${prefix}${n}` as AchievementName, tierBy(n, steps), icon]);

/** Backgrounds by kind: writing, coming back, people, time, finds and play. */
const BACKGROUNDS = {
  notes: ['#dbeafe', '#93c5fd'],
  login: ['#dcfce7', '#86efac'],
  people: ['#ffedd5', '#fdba74'],
  time: ['#ede9fe', '#c4b5fd'],
  other: ['#fce7f3', '#f9a8d4'],
} as const satisfies Record<string, readonly [string, string]>;

function backgroundOf(name: string): readonly [string, string] {
  if (name.startsWith('notes') || name.startsWith('note') || name.startsWith('myNote'))
    return BACKGROUNDS.notes;
  if (name.startsWith('login') || name.startsWith('loggedIn')) return BACKGROUNDS.login;
  if (name.startsWith('following') || name.startsWith('followers')) return BACKGROUNDS.people;
  if (/^(passedSince|client|postedAt)/.test(name)) return BACKGROUNDS.time;
  return BACKGROUNDS.other;
}

function buildList(): AchievementInfo[] {
  const rows: Row[] = [
    ...counted('notes', [...MILESTONES.notes], '📝', [500, 10000, 60000]),
    ...counted('login', [...MILESTONES.login], '📅', [30, 200, 600]),
    ['passedSinceAccountCreated1', 'bronze', '⏳'],
    ['passedSinceAccountCreated2', 'silver', '⏳'],
    ['passedSinceAccountCreated3', 'gold', '⏳'],
    ['loggedInOnBirthday', 'silver', '🎂'],
    ['loggedInOnNewYearsDay', 'silver', '🎍'],
    ['noteClipped1', 'bronze', '📎'],
    ['noteFavorited1', 'bronze', '⭐'],
    ['myNoteFavorited1', 'silver', '🌟'],
    ['profileFilled', 'bronze', '🪪'],
    ['markedAsCat', 'bronze', '🐱'],
    ...counted('following', [...MILESTONES.following], '🤝', [50, 300, 100000]),
    ...counted('followers', [...MILESTONES.followers], '👥', [50, 300, 1000]),
    ['collectAchievements30', 'gold', '🏆'],
    ['viewAchievements3min', 'bronze', '🔍'],
    ['iLoveMisskey', 'bronze', '❤️'],
    ['foundTreasure', 'platinum', '💎', 'secret'],
    ['client30min', 'bronze', '⏱️'],
    ['client60min', 'silver', '⌛'],
    ['noteDeletedWithin1min', 'bronze', '🗑️'],
    ['postedAtLateNight', 'bronze', '🌙'],
    ['postedAt0min0sec', 'silver', '🕛'],
    ['selfQuote', 'bronze', '🪞'],
    ['htl20npm', 'silver', '🌊'],
    ['viewInstanceChart', 'bronze', '📈'],
    ['outputHelloWorldOnScratchpad', 'bronze', '👋'],
    ['open3windows', 'bronze', '🪟'],
    ['driveFolderCircularReference', 'silver', '🔁', 'secret'],
    ['reactWithoutRead', 'bronze', '💨'],
    ['clickedClickHere', 'bronze', '👆', 'secret'],
    ['justPlainLucky', 'platinum', '🍀', 'secret'],
    ['setNameToSyuilo', 'bronze', '🧑‍💻', 'elsewhere'],
    ['cookieClicked', 'bronze', '🍪', 'elsewhere'],
    ['brainDiver', 'silver', '🧠', 'elsewhere'],
    ['smashTestNotificationButton', 'bronze', '🔔', 'elsewhere'],
    ['tutorialCompleted', 'bronze', '🎓', 'elsewhere'],
    ['bubbleGameExplodingHead', 'silver', '🤯', 'elsewhere'],
    ['bubbleGameDoubleExplodingHead', 'gold', '💥', 'elsewhere'],
  ];
  return rows.map(([name, tier, icon, flag]) => ({
    name,
    tier,
    icon,
    background: backgroundOf(name),
    ...(flag === 'secret' ? { secret: true } : flag === 'elsewhere' ? { elsewhere: true } : {}),
  }));
}

/**
 * Every achievement a Misskey 2025 server knows, in the order the list shows them. Built by a
 * pure call, so the list stays out of the first screen's code unless something there reads it.
 */
export const ACHIEVEMENTS: readonly AchievementInfo[] = /* @__PURE__ */ buildList();

const indexByName = (list: readonly AchievementInfo[]) => new Map(list.map((a) => [a.name as string, a]));
const BY_NAME = /* @__PURE__ */ indexByName(ACHIEVEMENTS);

/** What Kumo knows of an achievement; a name from a newer server gets a plain bronze medal. */
export function achievementInfo(name: string): AchievementInfo {
  return (
    BY_NAME.get(name) ?? {
      name: name as AchievementName,
      tier: 'bronze',
      icon: '🏅',
      background: BACKGROUNDS.other,
    }
  );
}
