import { describe, expect, test } from 'vitest';
import { normalizeReaction, reactionEmojiName, sameReaction } from './reaction-key.ts';

describe('reaction keys', () => {
  test('a local custom emoji is counted under :name@.: however it was written', () => {
    expect(normalizeReaction(':kumotest:')).toBe(':kumotest@.:');
    expect(normalizeReaction(':kumotest@.:')).toBe(':kumotest@.:');
    expect(sameReaction(':kumotest:', ':kumotest@.:')).toBe(true);
    expect(sameReaction(':kumotest:', ':other@.:')).toBe(false);
  });
  test('a remote custom emoji keeps its host', () => {
    expect(normalizeReaction(':blob@misskey.example:')).toBe(':blob@misskey.example:');
    expect(sameReaction(':blob@misskey.example:', ':blob@.:')).toBe(false);
    expect(reactionEmojiName(':blob@misskey.example:')).toBe('blob@misskey.example');
    expect(reactionEmojiName(':blob@.:')).toBe('blob');
    expect(reactionEmojiName(':blob:')).toBe('blob');
  });
  test('a Unicode reaction drops the variation selector unless it is a joined sequence', () => {
    expect(normalizeReaction('❤️')).toBe('❤');
    expect(sameReaction('❤️', '❤')).toBe(true);
    expect(normalizeReaction('🏳️‍🌈')).toBe('🏳️‍🌈');
    expect(reactionEmojiName('👍')).toBeNull();
  });
});
