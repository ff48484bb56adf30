import type { LineChartData } from '@/charts/index.ts';
import type { InstanceChart } from '@/queries/index.ts';

/** What the instance page can chart of another server. */
export const INSTANCE_CHART_KINDS = ['notes', 'users', 'follows', 'requests', 'files'] as const;
export type InstanceChartKind = (typeof INSTANCE_CHART_KINDS)[number];

const SPAN_MS = { day: 86_400_000, hour: 3_600_000 };

/** The lines a chart can have. */
export type InstanceChartSeries =
  'notes' | 'users' | 'following' | 'followers' | 'received' | 'succeeded' | 'failed' | 'files';

/**
 * One kind of figure of charts/instance as the line chart draws it, oldest first (the endpoint
 * answers newest first, the first value being the day or hour that holds `now`). `label` names
 * each series.
 */
export function instanceChart(
  chart: InstanceChart,
  kind: InstanceChartKind,
  span: 'day' | 'hour',
  now: number,
  label: (series: InstanceChartSeries) => string,
  format: (at: Date) => string,
): LineChartData {
  const pick: Record<InstanceChartKind, Array<[InstanceChartSeries, number[]]>> = {
    notes: [['notes', chart.notes.total]],
    users: [['users', chart.users.total]],
    follows: [
      ['following', chart.following.total],
      ['followers', chart.followers.total],
    ],
    requests: [
      ['received', chart.requests.received],
      ['succeeded', chart.requests.succeeded],
      ['failed', chart.requests.failed],
    ],
    files: [['files', chart.drive.totalFiles]],
  };
  const series = pick[kind].map(([name, newestFirst]) => ({
    label: label(name),
    values: [...newestFirst].reverse(),
  }));
  const n = series[0]?.values.length ?? 0;
  const step = SPAN_MS[span];
  const current = Math.floor(now / step) * step;
  const labels = Array.from({ length: n }, (_, i) => format(new Date(current - (n - 1 - i) * step)));
  return { labels, series };
}
