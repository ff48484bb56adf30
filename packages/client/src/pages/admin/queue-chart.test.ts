import { expect, test } from 'vitest';
import { queueChart } from './queue-chart.ts';

test('a queue chart runs from the oldest tick on the left to the newest, running and waiting jobs', () => {
  const tick = (active: number, waiting: number) => ({
    deliver: { activeSincePrevTick: 0, active, waiting, delayed: 0 },
  });
  const data = queueChart([tick(3, 1), tick(2, 0), tick(0, 0)], 'deliver', { active: 'A', waiting: 'W' });
  expect(data.labels).toEqual(['-2s', '-1s', '0s']);
  expect(data.series).toEqual([
    { label: 'A', values: [0, 2, 3] },
    { label: 'W', values: [0, 0, 1] },
  ]);
  expect(queueChart([tick(1, 1)], 'inbox', { active: 'A', waiting: 'W' }).series[0]!.values).toEqual([0]);
});
