// What Misskey ranks as featured and trending, computed from the rows at each request (Misskey keeps
// running counters in Redis; the answers are the same for a server of this size).
import type { Db } from '../db/open.ts';
import { all, one } from '../db/statement.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Misskey's featured ranking window: reactions of the last three days count. */
export const FEATURED_WINDOW_MS = 3 * DAY;
/** How many notes the global ranking keeps (a channel's keeps 50). */
const GLOBAL_RANKING_SIZE = 100;
const CHANNEL_RANKING_SIZE = 50;

/**
 * The SQL condition for the featured notes, as Misskey ranks them: public notes that are not replies,
 * by reactions from others in the window, the global ranking outside channels, a channel's own in it.
 */
export function featuredCondition(channelId: string | null): string {
  const where =
    channelId == null ? "f.channelId IS NULL AND f.visibility = 'public'" : 'f.channelId = @channelId';
  const size = channelId == null ? GLOBAL_RANKING_SIZE : CHANNEL_RANKING_SIZE;
  return `n.id IN (SELECT r.noteId FROM reactions r JOIN notes f ON f.id = r.noteId
    WHERE ${where} AND f.replyId IS NULL AND r.userId <> f.userId AND r.createdAt > @featuredSince
    GROUP BY r.noteId ORDER BY COUNT(*) DESC, r.noteId DESC LIMIT ${size})`;
}

/** Misskey's trend: the hour's tags, by how many people used them, and a chart of ten-minute steps. */
const TREND_RANGE_MS = 60 * 60 * 1000;
const TREND_MAX = 5;
const CHART_STEPS = 20;
const CHART_STEP_MS = 10 * 60 * 1000;

export interface TrendingTag {
  tag: string;
  chart: number[];
  usersCount: number;
}

export function trendingTags(db: Db, hiddenTags: string[], now = Date.now()): TrendingTag[] {
  const hidden = JSON.stringify(hiddenTags.map((t) => t.toLowerCase()));
  const hots = all<{ tag: string; users: number }>(
    db,
    `SELECT j.value AS tag, COUNT(DISTINCT n.userId) AS users FROM notes n, json_each(n.tags) j
     WHERE n.createdAt > @since AND n.visibility IN ('public', 'home')
       AND j.value NOT IN (SELECT value FROM json_each(@hidden))
     GROUP BY j.value ORDER BY users DESC, MAX(n.createdAt) DESC LIMIT ${TREND_MAX}`,
    { since: now - TREND_RANGE_MS, hidden },
  );
  return hots.map(({ tag, users }) => ({
    tag,
    chart: Array.from({ length: CHART_STEPS }, (_, i) =>
      usersWithTag(db, tag, now - CHART_STEP_MS * (i + 1), now - CHART_STEP_MS * i),
    ),
    usersCount: users,
  }));
}

function usersWithTag(db: Db, tag: string, after: number, before: number): number {
  const row = one<{ c: number }>(
    db,
    `SELECT COUNT(DISTINCT n.userId) AS c FROM notes n
     WHERE n.createdAt > @after AND n.createdAt < @before AND EXISTS (SELECT 1 FROM json_each(n.tags) j WHERE j.value = @tag)`,
    { after, before, tag },
  );
  return row?.c ?? 0;
}
