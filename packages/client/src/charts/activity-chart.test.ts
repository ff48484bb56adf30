import { describe, expect, it } from 'vitest';
import { activityDays, heatCells, heatLevel, niceCeil } from './activity-chart.ts';

const chart = {
  total: [10, 7, 7],
  inc: [3, 0, 2],
  dec: [0, 0, 0],
  diffs: { normal: [1, 0, 2], reply: [1, 0, 0], renote: [1, 0, 0], withFile: [1, 0, 0] },
};

describe('activity chart', () => {
  it('turns the newest-first chart into days, oldest first, ending today (UTC)', () => {
    const now = Date.UTC(2025, 3, 10, 15, 30);
    const days = activityDays(chart, now);
    expect(days.map((d) => d.date.toISOString().slice(0, 10))).toEqual([
      '2025-04-08',
      '2025-04-09',
      '2025-04-10',
    ]);
    expect(days.map((d) => d.notes)).toEqual([2, 0, 3]);
    expect(days[2]).toMatchObject({ normal: 1, reply: 1, renote: 1 });
  });

  it('ignores deletions (negative diffs)', () => {
    const days = activityDays(
      { ...chart, diffs: { ...chart.diffs, normal: [-2, 0, 2] } },
      Date.UTC(2025, 0, 1),
    );
    expect(days[2]!.normal).toBe(0);
  });

  it('shades days relative to the busiest one', () => {
    expect(heatLevel(0, 10)).toBe(0);
    expect(heatLevel(1, 10)).toBe(1);
    expect(heatLevel(5, 10)).toBe(2);
    expect(heatLevel(10, 10)).toBe(4);
    expect(heatLevel(3, 0)).toBe(0);
  });

  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 12, 51, 100].map(niceCeil)).toEqual([1, 1, 2, 5, 10, 20, 100, 100]);
  });

  it('lays days out in week columns with the weekday as row', () => {
    // 2025-04-08 is a Tuesday
    const cells = heatCells(
      activityDays(
        { ...chart, inc: new Array(7).fill(0), diffs: { normal: [], reply: [], renote: [], withFile: [] } },
        Date.UTC(2025, 3, 14),
      ),
    );
    expect(cells[0]).toMatchObject({ row: 2, col: 0 });
    expect(cells.at(-1)).toMatchObject({ row: 1, col: 1 });
  });
});
