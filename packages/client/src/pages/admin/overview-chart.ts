import type { LineChartData } from '@/charts/index.ts';

const DAY = 86_400_000;

/**
 * A chart's days as the line chart draws them, oldest first: the endpoint answers newest first, the
 * first value being the day that holds `now` (UTC days, as Misskey counts them).
 */
export function dailyChart(
  newestFirst: { local: number[]; remote: number[] },
  labels: { local: string; remote: string },
  now: number,
  format: (day: Date) => string,
): LineChartData {
  const n = newestFirst.local.length;
  const today = Math.floor(now / DAY) * DAY;
  const days = Array.from({ length: n }, (_, i) => format(new Date(today - (n - 1 - i) * DAY)));
  const series = [{ label: labels.local, values: [...newestFirst.local].reverse() }];
  if (newestFirst.remote.some((v) => v !== 0))
    series.push({ label: labels.remote, values: [...newestFirst.remote].reverse() });
  return { labels: days, series };
}

/** Any series of daily figures (newest first, as the chart endpoints answer) drawn oldest first. */
export function dailySeries(
  newestFirst: Array<{ label: string; values: number[] }>,
  now: number,
  format: (day: Date) => string,
): LineChartData {
  const n = newestFirst[0]?.values.length ?? 0;
  const today = Math.floor(now / DAY) * DAY;
  return {
    labels: Array.from({ length: n }, (_, i) => format(new Date(today - (n - 1 - i) * DAY))),
    series: newestFirst.map((s) => ({ label: s.label, values: [...s.values].reverse() })),
  };
}
