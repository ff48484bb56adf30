import { knownKey, t, type LocaleKey } from '@/i18n/index.ts';

const COUNTED = /^(notes|login|following|followers)(\d+)$/;
const FAMILY_TITLE = {
  notes: 'profileAchievementNotes',
  login: 'profileAchievementLogin',
  following: 'profileAchievementFollowing',
  followers: 'profileAchievementFollowers',
} as const;
const FAMILY_DESC = {
  notes: 'achievementDescNotes',
  login: 'achievementDescLogin',
  following: 'achievementDescFollowing',
  followers: 'achievementDescFollowers',
} as const;
/** The first of a family has a sentence of its own ("Post your first note."); logins start at 3. */
const FAMILY_FIRST: Partial<Record<Family, LocaleKey>> = {
  notes: 'achievementDescNotesOne',
  following: 'achievementDescFollowingOne',
  followers: 'achievementDescFollowersOne',
};

type Family = keyof typeof FAMILY_TITLE;

/**
 * A readable title for an achievement name. The counted families (notes10, login30, following50,
 * followers100…) are told with their number; a name Kumo does not know is shown as it is.
 */
export function achievementLabel(
  name: string,
): { key: LocaleKey; params: { n: number } } | { key: null; text: string } {
  const m = COUNTED.exec(name);
  if (m) return { key: FAMILY_TITLE[m[1] as Family], params: { n: Number(m[2]) } };
  // a name Kumo has no text for (a newer server's) shows as it is
  const key = knownKey(`achievement.${name}`);
  return key ? { key, params: { n: 0 } } : { key: null, text: name };
}

export function achievementTitle(name: string): string {
  const label = achievementLabel(name);
  return label.key ? t(label.key, label.params) : label.text;
}

/** How it is earned, in a sentence; empty for a name Kumo does not know. */
export function achievementDescription(name: string): string {
  const m = COUNTED.exec(name);
  if (m) {
    const n = Number(m[2]);
    const first = FAMILY_FIRST[m[1] as Family];
    return n === 1 && first ? t(first) : t(FAMILY_DESC[m[1] as Family], { n });
  }
  const key = knownKey(`achievementDesc.${name}`);
  return key ? t(key) : '';
}
