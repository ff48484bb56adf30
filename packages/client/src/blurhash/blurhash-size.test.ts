import { expect, test } from 'vitest';
import { blurhashCanvasSize, workerCount } from './blurhash-size.ts';

test('a wide picture is decoded 64 px wide, keeping its proportions', () => {
  expect(blurhashCanvasSize(1920, 1080)).toEqual({ width: 64, height: 36 });
});

test('a tall picture is decoded 64 px high', () => {
  expect(blurhashCanvasSize(600, 1200)).toEqual({ width: 32, height: 64 });
});

test('a square or unknown picture is decoded at 64 × 64', () => {
  expect(blurhashCanvasSize(500, 500)).toEqual({ width: 64, height: 64 });
  expect(blurhashCanvasSize(undefined, 300)).toEqual({ width: 64, height: 64 });
  expect(blurhashCanvasSize(null, null)).toEqual({ width: 64, height: 64 });
});

test('an extreme panorama still gets at least one pixel of height', () => {
  expect(blurhashCanvasSize(100_000, 10)).toEqual({ width: 64, height: 1 });
});

test('at most 4 workers, fewer on a device with fewer cores', () => {
  expect(workerCount(16)).toBe(4);
  expect(workerCount(2)).toBe(2);
  expect(workerCount(undefined)).toBe(4);
  expect(workerCount(0)).toBe(1);
});
