import { expect, test } from 'vitest';
import { dailyChart } from './overview-chart.ts';

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
