import { describe, expect, test } from 'vitest';
import { deleteFiles } from '../queries/index.ts';
import { selectedSize, toggleSelected, usageLevel, usagePercent, usageRatio } from './drive-usage.ts';

describe('drive usage rules', () => {
  test('the ratio is clamped and an unknown capacity is not full', () => {
    expect(usageRatio(512, 1024)).toBe(0.5);
    expect(usageRatio(2048, 1024)).toBe(1);
    expect(usageRatio(10, 0)).toBe(0);
    expect(usageRatio(0, 1024)).toBe(0);
  });

  test('levels warn from 80 % and say full from 95 %', () => {
    expect(usageLevel(0.79)).toBe('ok');
    expect(usageLevel(0.8)).toBe('high');
    expect(usageLevel(0.95)).toBe('full');
  });

  test('percentages', () => {
    expect(usagePercent(0)).toBe('0%');
    expect(usagePercent(0.0000001)).toBe('<0.1%');
    expect(usagePercent(0.0123)).toBe('1.2%');
    expect(usagePercent(0.456)).toBe('46%');
  });

  test('selection and its size', () => {
    const files = [
      { id: 'a', size: 100 },
      { id: 'b', size: 50 },
      { id: 'c', size: 7 },
    ];
    let sel = toggleSelected(new Set(), 'a', true);
    sel = toggleSelected(sel, 'c', true);
    expect(selectedSize(files, sel)).toBe(107);
    sel = toggleSelected(sel, 'a', false);
    expect(selectedSize(files, sel)).toBe(7);
  });

  test('deleting goes on after a failure and counts only what went', async () => {
    const files = [
      { id: 'a', size: 100 },
      { id: 'b', size: 50 },
      { id: 'c', size: 7 },
    ];
    const calls: string[] = [];
    const out = await deleteFiles(files, async (id) => {
      calls.push(id);
      if (id === 'b') throw new Error('nope');
    });
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(out).toEqual({ deleted: ['a', 'c'], failed: ['b'], freed: 107 });
  });
});
