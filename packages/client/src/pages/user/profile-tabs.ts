/** The profile tabs, in order, as the page part of /@{acct}/{page} (notes has no page part). */
export const PROFILE_TABS = [
  'notes',
  'replies',
  'files',
  'reactions',
  'clips',
  'pages',
  'gallery',
  'achievements',
  'activity',
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a URL page part shows; anything unknown (or nothing) is the notes tab. */
export function tabFromPage(page: string | undefined): ProfileTab {
  if (page === 'home' || !page) return 'notes';
  return (PROFILE_TABS as readonly string[]).includes(page) ? (page as ProfileTab) : 'notes';
}

/** The address of a tab of a profile. */
export function tabPath(acct: string, tab: ProfileTab): string {
  const base = `/@${acct.replace(/^@/, '')}`;
  return tab === 'notes' ? base : `${base}/${tab}`;
}

/** The tabs shown for a user: achievements only for local users (remote servers do not share them). */
export function visibleTabs(user: { host: string | null }): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => tab !== 'achievements' || user.host == null);
}
