import { expect, test } from 'vitest';
import {
  DEFAULT_PASTED_FILE_NAME,
  extensionOf,
  formatPastedFileName,
  pastedFileName,
} from './pasted-file-name.ts';

const date = new Date(2025, 0, 5, 7, 8, 9);

test('the default pattern writes date, time and the counter', () => {
  expect(formatPastedFileName(DEFAULT_PASTED_FILE_NAME, date, 1)).toBe('2025-01-05 07-08-09 [1]');
});

test('short tokens write numbers without padding, other text stays', () => {
  expect(formatPastedFileName('yy/M/d H:m:s #{{number}} note', date, 12)).toBe('25/1/5 7:8:9 #12 note');
});

test('a pasted file keeps its extension, or gets one from its type', () => {
  const file = { name: 'image.png', type: 'image/png', lastModified: date.getTime() };
  expect(pastedFileName(DEFAULT_PASTED_FILE_NAME, file, 2)).toBe('2025-01-05 07-08-09 [2].png');
  expect(pastedFileName('yyyy', { ...file, name: '', type: 'image/jpeg' }, 1)).toBe('2025.jpg');
  expect(pastedFileName('', { ...file, name: 'x', type: '' }, 1)).toBe('2025-01-05 07-08-09 [1]');
  expect(extensionOf('a.tar.GZ', '')).toBe('gz');
  expect(extensionOf('clip', 'image/svg+xml')).toBe('svg');
});
