import { expect, test } from 'vitest';
import { fluentEmojiUrl } from './fluent-emoji-file.ts';

test("Fluent Emoji files are named by code points as Misskey's server serves them", () => {
  expect(fluentEmojiUrl('😀')).toBe('/fluent-emoji/1f600.png');
  // FE0F dropped outside ZWJ sequences, kept inside them
  expect(fluentEmojiUrl('❤️')).toBe('/fluent-emoji/2764.png');
  expect(fluentEmojiUrl('🏳️‍🌈')).toBe('/fluent-emoji/1f3f3-fe0f-200d-1f308.png');
  expect(fluentEmojiUrl('👍🏽')).toBe('/fluent-emoji/1f44d-1f3fd.png');
});

test('a flag, which Fluent Emoji lacks, is drawn with Twemoji', () => {
  expect(fluentEmojiUrl('🇯🇵')).toBe('/twemoji/1f1ef-1f1f5.svg');
});
