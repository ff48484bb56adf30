// Misskey's per-user notes chart (charts/user/notes), computed from the notes table. Arrays are
// newest first: index 0 is the span that holds `offset` (or now). Deleted notes are not kept, so
// `dec` stays 0.
import type { Db } from '../db/open.ts';
import { all, one } from '../db/statement.ts';

export type ChartSpan = 'day' | 'hour';

export interface UserNotesChart {
  total: number[];
  inc: number[];
  dec: number[];
  diffs: { normal: number[]; reply: number[]; renote: number[]; withFile: number[] };
}

const SPAN_MS: Record<ChartSpan, number> = { day: 86_400_000, hour: 3_600_000 };

/** The start (UTC) of the span holding `time`. */
export function spanStart(time: number, span: ChartSpan): number {
  return Math.floor(time / SPAN_MS[span]) * SPAN_MS[span];
}

/** A user's notes chart, or (userId null) the whole server's. */
export function userNotesChart(
  db: Db,
  userId: string | null,
  span: ChartSpan,
  limit: number,
  offset: number | null = null,
  now = Date.now(),
): UserNotesChart {
  const size = SPAN_MS[span];
  const latest = spanStart(offset ?? now, span);
  const end = latest + size;
  const start = latest - (limit - 1) * size;
  const zeros = () => new Array<number>(limit).fill(0);
  const chart: UserNotesChart = {
    total: zeros(),
    inc: zeros(),
    dec: zeros(),
    diffs: { normal: zeros(), reply: zeros(), renote: zeros(), withFile: zeros() },
  };
  const rows = all<{ createdAt: number; replyId: string | null; renoteId: string | null; hasFiles: number }>(
    db,
    `SELECT createdAt, replyId, renoteId, hasFiles FROM notes
     WHERE ${userId === null ? '' : 'userId = @userId AND '}createdAt >= @start AND createdAt < @end`,
    { userId, start, end },
  );
  for (const n of rows) {
    const i = Math.floor((latest - spanStart(n.createdAt, span)) / size);
    if (i < 0 || i >= limit) continue;
    chart.inc[i]!++;
    const kind = n.replyId != null ? 'reply' : n.renoteId != null ? 'renote' : 'normal';
    chart.diffs[kind][i]!++;
    if (n.hasFiles) chart.diffs.withFile[i]!++;
  }
  // total: the number of notes at the end of each span.
  let running =
    one<{ c: number }>(
      db,
      `SELECT COUNT(*) AS c FROM notes WHERE ${userId === null ? '' : 'userId = @userId AND '}createdAt < @end`,
      { userId, end },
    )?.c ?? 0;
  for (let i = 0; i < limit; i++) {
    chart.total[i] = running;
    running -= chart.inc[i]!;
  }
  return chart;
}
