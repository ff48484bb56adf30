import { expect, test } from 'vitest';
import { coverReason, loadsWhileHidden, startsHidden } from './media-visibility.ts';

const cases = [
  // nsfw, sensitive, data saver => hidden
  ['respect', true, false, true],
  ['respect', false, false, false],
  ['respect', true, true, true],
  ['respect', false, true, true],
  ['force', true, false, true],
  ['force', false, false, true],
  ['force', true, true, true],
  ['force', false, true, true],
  ['ignore', true, false, false],
  ['ignore', false, false, false],
  ['ignore', true, true, true],
  ['ignore', false, true, true],
] as const;

test.each(cases)(
  'nsfw %s, sensitive %s, data saver %s: hidden is %s',
  (nsfw, sensitive, dataSaver, hidden) => {
    expect(startsHidden(sensitive, { nsfw, dataSaver })).toBe(hidden);
  },
);

test('the cover names sensitive content only for files marked sensitive', () => {
  expect(coverReason(true)).toBe('sensitive');
  expect(coverReason(false)).toBe('hidden');
});

test('in data saver mode nothing is loaded behind the cover', () => {
  expect(loadsWhileHidden(false, true)).toBe(false);
  expect(loadsWhileHidden(true, true)).toBe(false);
});

test('a blurhash stands in for the picture behind the cover; without one the picture is blurred', () => {
  expect(loadsWhileHidden(true, false)).toBe(false);
  expect(loadsWhileHidden(false, false)).toBe(true);
});
