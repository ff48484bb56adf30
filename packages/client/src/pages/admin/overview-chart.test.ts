import { describe, expect, test } from 'vitest';
import { dailyChart, dailySeries } from './overview-chart.ts';

test('the newest-first answer is drawn oldest first, remote only when there is some', () => {
  const now = Date.UTC(2026, 10, 26, 15);
  const chart = dailyChart(
    { local: [3, 2, 1], remote: [0, 0, 0] },
    { local: 'Here', remote: 'Elsewhere' },
    now,
    (d) => d.toISOString().slice(5, 10),
  );
  expect(chart.labels).toEqual(['11-24', '11-25', '11-26']);
  expect(chart.series).toEqual([{ label: 'Here', values: [1, 2, 3] }]);
});

describe('daily series', () => {
  test('every series is drawn oldest first under its day', () => {
    const data = dailySeries(
      [
        { label: 'active', values: [3, 2, 1] },
        { label: 'posted', values: [1, 0, 0] },
      ],
      Date.UTC(2026, 0, 10, 12),
      (d) => String(d.getUTCDate()),
    );
    expect(data.labels).toEqual(['8', '9', '10']);
    expect(data.series).toEqual([
      { label: 'active', values: [1, 2, 3] },
      { label: 'posted', values: [0, 0, 1] },
    ]);
  });
});
