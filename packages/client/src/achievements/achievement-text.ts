import { t, type LocaleKey } from '@/i18n/index.ts';

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
  const key = `achievement.${name}` as LocaleKey;
  return t(key) === key ? { key: null, text: name } : { key, params: { n: 0 } };
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
    // the first of each family has a sentence of its own ("Post your first note.")
    return n === 1
      ? t(`${FAMILY_DESC[m[1] as Family]}One` as LocaleKey)
      : t(FAMILY_DESC[m[1] as Family], { n });
  }
  const key = `achievementDesc.${name}` as LocaleKey;
  const text = t(key);
  return text === key ? '' : text;
}
