// Misskey's active-users chart (charts/active-users), computed from what this instance keeps: the
// days each user's client fetched `i` (loggedInDates), the last time each was active, and the notes
// they wrote. Arrays are newest first: index 0 is the span that holds `offset` (or now).
import type { Db } from '../db/open.ts';
import { all } from '../db/statement.ts';
import { loggedInDates } from './logged-in-days.ts';
import { spanStart, type ChartSpan } from './user-notes-chart.ts';

const SPAN_MS: Record<ChartSpan, number> = { day: 86_400_000, hour: 3_600_000 };
const WEEK = 7 * 86_400_000;
const MONTH = 30 * 86_400_000;
const YEAR = 365 * 86_400_000;

export interface ActiveUsersChart {
  readWrite: number[];
  read: number[];
  write: number[];
  registeredWithinWeek: number[];
  registeredWithinMonth: number[];
  registeredWithinYear: number[];
  registeredOutsideWeek: number[];
  registeredOutsideMonth: number[];
  registeredOutsideYear: number[];
}

/** "2026/11/28" (a day of loggedInDates) as the start of that UTC day. */
function dayOf(text: string): number | null {
  const [y, m, d] = text.split('/').map(Number);
  return y && m && d ? Date.UTC(y, m - 1, d) : null;
}

/** Who was active in each span: readers (used a client), writers (posted), and both together. */
export function activeUsersChart(
  db: Db,
  span: ChartSpan,
  limit: number,
  offset: number | null = null,
  now = Date.now(),
): ActiveUsersChart {
  const size = SPAN_MS[span];
  const latest = spanStart(offset ?? now, span);
  const start = latest - (limit - 1) * size;
  const slot = (time: number) => {
    const i = Math.floor((latest - spanStart(time, span)) / size);
    return i >= 0 && i < limit ? i : null;
  };
  const readers = Array.from({ length: limit }, () => new Set<string>());
  const writers = Array.from({ length: limit }, () => new Set<string>());
  const users = all<{ id: string; createdAt: number; lastActiveAt: number | null; loggedInDates: string }>(
    db,
    'SELECT id, createdAt, lastActiveAt, loggedInDates FROM users',
    {},
  );
  const registered = new Map(users.map((u) => [u.id, u.createdAt]));
  for (const u of users) {
    const times = span === 'day' ? loggedInDates(u).map(dayOf) : [];
    for (const time of [...times, u.lastActiveAt]) {
      const i = time == null ? null : slot(time);
      if (i != null) readers[i]!.add(u.id);
    }
  }
  const notes = all<{ userId: string; createdAt: number }>(
    db,
    'SELECT userId, createdAt FROM notes WHERE createdAt >= @start AND createdAt < @end',
    { start, end: latest + size },
  );
  for (const n of notes) {
    const i = slot(n.createdAt);
    if (i != null && registered.has(n.userId)) writers[i]!.add(n.userId);
  }
  const chart: ActiveUsersChart = {
    readWrite: [],
    read: [],
    write: [],
    registeredWithinWeek: [],
    registeredWithinMonth: [],
    registeredWithinYear: [],
    registeredOutsideWeek: [],
    registeredOutsideMonth: [],
    registeredOutsideYear: [],
  };
  for (let i = 0; i < limit; i++) {
    const at = latest - i * size;
    const both = new Set([...readers[i]!, ...writers[i]!]);
    const ages = [...both].map((id) => at - registered.get(id)!);
    const count = (test: (age: number) => boolean) => ages.filter(test).length;
    chart.readWrite.push(both.size);
    chart.read.push(readers[i]!.size);
    chart.write.push(writers[i]!.size);
    chart.registeredWithinWeek.push(count((a) => a < WEEK));
    chart.registeredWithinMonth.push(count((a) => a < MONTH));
    chart.registeredWithinYear.push(count((a) => a < YEAR));
    chart.registeredOutsideWeek.push(count((a) => a >= WEEK));
    chart.registeredOutsideMonth.push(count((a) => a >= MONTH));
    chart.registeredOutsideYear.push(count((a) => a >= YEAR));
  }
  return chart;
}
