import type { LocaleKey } from '@/i18n/index.ts';

/** Achievements other than the counted ones that have a title in Kumo's locales. */
const NAMED = new Set([
  'profileFilled',
  'markedAsCat',
  'loggedInOnBirthday',
  'loggedInOnNewYearsDay',
  'passedSinceAccountCreated1',
  'passedSinceAccountCreated2',
  'passedSinceAccountCreated3',
  'noteClipped1',
  'noteFavorited1',
  'myNoteFavorited1',
  'client30min',
  'client60min',
  'tutorialCompleted',
  'iLoveMisskey',
]);

/**
 * A readable title for an achievement name. The counted families (notes10, login30, following50,
 * followers100…) are described with their number; other names have no text in Kumo yet and are
 * shown as they are.
 */
export function achievementLabel(
  name: string,
): { key: LocaleKey; params: { n: number } } | { key: null; text: string } {
  const m = /^(notes|login|following|followers)(\d+)$/.exec(name);
  if (m) {
    const key = {
      notes: 'profileAchievementNotes',
      login: 'profileAchievementLogin',
      following: 'profileAchievementFollowing',
      followers: 'profileAchievementFollowers',
    }[m[1] as 'notes' | 'login' | 'following' | 'followers'] as LocaleKey;
    return { key, params: { n: Number(m[2]) } };
  }
  if (NAMED.has(name)) return { key: `achievement.${name}` as LocaleKey, params: { n: 0 } };
  return { key: null, text: name };
}
