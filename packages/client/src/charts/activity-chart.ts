/** The answer of charts/user/notes (Misskey): arrays newest first, one entry per span. */
export interface UserNotesChart {
  total: number[];
  inc: number[];
  dec: number[];
  diffs: { normal: number[]; reply: number[]; renote: number[]; withFile: number[] };
}

export interface ActivityDay {
  /** Start of the day (UTC, as Misskey's charts count days). */
  date: Date;
  notes: number;
  normal: number;
  reply: number;
  renote: number;
}

const DAY = 86_400_000;

/** The chart as days, oldest first, ending with the day of `now`. Negative diffs (deletions) count as 0. */
export function activityDays(chart: UserNotesChart, now: number): ActivityDay[] {
  const today = Math.floor(now / DAY) * DAY;
  const n = chart.inc.length;
  const days: ActivityDay[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const normal = Math.max(0, chart.diffs.normal[i] ?? 0);
    const reply = Math.max(0, chart.diffs.reply[i] ?? 0);
    const renote = Math.max(0, chart.diffs.renote[i] ?? 0);
    days.push({ date: new Date(today - i * DAY), notes: normal + reply + renote, normal, reply, renote });
  }
  return days;
}

/** Heat map shade 0 (none) to 4 (the busiest days), relative to the busiest day shown. */
export function heatLevel(value: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((value / max) * 4))) as 1 | 2 | 3 | 4;
}

/** A round upper bound for a bar chart axis: 1, 2, 5, 10, 20, 50… at least `max`. */
export function niceCeil(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/**
 * Heat map layout: one column per week (Sunday first, UTC), one row per weekday; `days` oldest
 * first. Returns the cell position of each day.
 */
export function heatCells(days: ActivityDay[]): Array<ActivityDay & { col: number; row: number }> {
  if (days.length === 0) return [];
  const firstRow = days[0]!.date.getUTCDay();
  return days.map((d, i) => ({ ...d, col: Math.floor((i + firstRow) / 7), row: d.date.getUTCDay() }));
}
