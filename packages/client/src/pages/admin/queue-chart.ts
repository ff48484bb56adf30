import type { LineChartData } from '@/charts/index.ts';
import type { QueueStats } from '@/stream/index.ts';

/** The chart of one queue over the recent ticks (oldest on the left): jobs running and waiting. */
export function queueChart(
  newestFirst: QueueStats[],
  queue: 'deliver' | 'inbox',
  labels: { active: string; waiting: string },
): LineChartData {
  const ticks = [...newestFirst].reverse();
  return {
    labels: ticks.map((_, i) => `${i - ticks.length + 1}s`),
    series: [
      { label: labels.active, values: ticks.map((s) => s[queue]?.active ?? 0) },
      { label: labels.waiting, values: ticks.map((s) => s[queue]?.waiting ?? 0) },
    ],
  };
}
