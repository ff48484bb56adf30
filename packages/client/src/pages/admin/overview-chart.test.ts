import { expect, test } from 'vitest';
import { dailyChart, formatBytes } from './overview-chart.ts';

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

test('sizes read as bytes, KB, MB', () => {
  expect(formatBytes(512)).toBe('512 B');
  expect(formatBytes(1536)).toBe('1.5 KB');
  expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
});
