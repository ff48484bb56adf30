import { describe, expect, test } from 'vitest';
import type { InstanceChart } from '@/queries/index.ts';
import { instanceChart } from './instance-chart.ts';

const three = (a: number, b: number, c: number) => [a, b, c];
const chart = {
  requests: { received: three(9, 8, 7), succeeded: three(5, 4, 3), failed: three(1, 0, 0) },
  notes: { total: three(30, 20, 10), inc: [], dec: [], diffs: {} },
  users: { total: three(3, 2, 1), inc: [], dec: [] },
  following: { total: three(6, 5, 4), inc: [], dec: [] },
  followers: { total: three(7, 7, 7), inc: [], dec: [] },
  drive: { totalFiles: three(2, 2, 1) },
} as unknown as InstanceChart;

describe("another server's chart", () => {
  const now = Date.UTC(2026, 10, 27, 13, 40);
  const iso = (d: Date) => d.toISOString().slice(0, 13);

  test('draws oldest first, one label per day ending today', () => {
    const data = instanceChart(chart, 'notes', 'day', now, (s) => s, iso);
    expect(data.series).toEqual([{ label: 'notes', values: [10, 20, 30] }]);
    expect(data.labels).toEqual(['2026-11-25T00', '2026-11-26T00', '2026-11-27T00']);
  });

  test('per hour, follows and requests as several lines, each named', () => {
    const follows = instanceChart(chart, 'follows', 'hour', now, (s) => `#${s}`, iso);
    expect(follows.series.map((s) => s.label)).toEqual(['#following', '#followers']);
    expect(follows.labels.at(-1)).toBe('2026-11-27T13');
    const requests = instanceChart(chart, 'requests', 'hour', now, (s) => s, iso);
    expect(requests.series.find((s) => s.label === 'failed')?.values).toEqual([0, 0, 1]);
  });
});
