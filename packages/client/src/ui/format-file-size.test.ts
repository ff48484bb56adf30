import { expect, test } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

test('sizes are written in B, KB, MB, GB and TB', () => {
  expect(formatFileSize(512)).toBe('512 B');
  expect(formatFileSize(2048)).toBe('2 KB');
  expect(formatFileSize(5.5 * 1024 * 1024)).toBe('5.5 MB');
  expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  expect(formatFileSize(2 * 1024 ** 4)).toBe('2 TB');
});

test('one decimal under 10 of a unit, whole numbers above', () => {
  expect(formatFileSize(1536)).toBe('1.5 KB');
  expect(formatFileSize(150 * 1024 + 300)).toBe('150 KB');
});

test('TB is the largest unit', () => {
  expect(formatFileSize(5000 * 1024 ** 4)).toBe('5000 TB');
});

test('a size that rounds up to the next unit is written in it', () => {
  expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
});

test('nothing, negative or unknown sizes read 0 B', () => {
  expect(formatFileSize(0)).toBe('0 B');
  expect(formatFileSize(-5)).toBe('0 B');
  expect(formatFileSize(Number.NaN)).toBe('0 B');
});
