import { expect, test } from 'vitest';
import type { entities } from 'misskey-js';
import { countGraphemes, describeHiddenContent, hiddenContentOf, showContentLabel } from './cw-summary.ts';

const file = { id: 'f' } as entities.DriveFile;
const poll = { choices: [], multiple: false, expiresAt: null } as unknown as entities.Note['poll'];

test('characters are counted as a reader sees them, not as UTF-16 units', () => {
  expect(countGraphemes('hello')).toBe(5);
  expect(countGraphemes('👍🏽')).toBe(1); // four UTF-16 units
  expect(countGraphemes('👨‍👩‍👧')).toBe(1); // a family joined by zero-width joiners
  expect(countGraphemes('か\u3099')).toBe(1); // が written as か and a combining mark
  expect(countGraphemes('日本語')).toBe(3);
});

test('the button says how many characters, files and whether a poll are hidden', () => {
  const note = { text: 'a'.repeat(38) + '🍮', files: [file], poll };
  expect(describeHiddenContent(hiddenContentOf(note))).toBe('39 characters / 1 file / poll');
  expect(showContentLabel(note)).toBe('Show content (39 characters / 1 file / poll)');
});

test('plurals: one character, two files', () => {
  expect(describeHiddenContent({ chars: 1, files: 2, poll: false })).toBe('1 character / 2 files');
});

test('only what is there is named', () => {
  expect(showContentLabel({ text: null, files: [file, file, file], poll: undefined })).toBe(
    'Show content (3 files)',
  );
  expect(showContentLabel({ text: 'hi', files: [], poll: undefined })).toBe('Show content (2 characters)');
});

test('a warning that hides nothing says only "Show content"', () => {
  expect(showContentLabel({ text: null, files: [], poll: undefined })).toBe('Show content');
});
