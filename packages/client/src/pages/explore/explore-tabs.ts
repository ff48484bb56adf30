/** The tabs of /explore, in order. */
export type ExploreTab = 'featured' | 'users' | 'roles' | 'hashtags';

/** The parts of Explore a server may lack (real servers differ), each offered by its endpoint. */
export interface ExploreOffer {
  tabs: ExploreTab[];
  pinnedUsers: boolean;
}

/**
 * What Explore shows: featured notes and people always (every Misskey has them); pinned users and
 * trending hashtags when the server's endpoint list has them; public roles also only for a signed-in
 * user, as `roles/list` asks for one. An endpoint list not loaded yet offers none of the optional parts.
 */
export function exploreOffer(endpoints: readonly string[] | undefined, signedIn: boolean): ExploreOffer {
  const has = (name: string) => endpoints?.includes(name) ?? false;
  const tabs: ExploreTab[] = ['featured', 'users'];
  if (signedIn && has('roles/list')) tabs.push('roles');
  if (has('hashtags/trend')) tabs.push('hashtags');
  return { tabs, pinnedUsers: has('pinned-users') };
}

/** The tab to show: the one asked for (`?tab=`) when offered, else the first. */
export function chooseExploreTab(asked: string | null, offered: readonly ExploreTab[]): ExploreTab {
  return offered.find((t) => t === asked) ?? offered[0] ?? 'featured';
}

/**
 * The points of a trend's small line chart, oldest on the left: Misskey's chart lists the newest
 * ten minutes first. Scaled to the highest step (at least 1), so a flat chart lies on the bottom.
 */
export function trendLinePoints(chart: readonly number[], width: number, height: number): string {
  if (chart.length === 0) return '';
  const top = Math.max(1, ...chart);
  const step = chart.length > 1 ? width / (chart.length - 1) : 0;
  return [...chart]
    .reverse()
    .map((v, i) => `${round(i * step)},${round(height - (v / top) * height)}`)
    .join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;
