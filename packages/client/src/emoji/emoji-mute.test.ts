import { describe, expect, it } from 'vitest';
import { emojiMuteKey, isEmojiMuted, setEmojiMuted } from './emoji-mute.ts';

describe('emoji mutes', () => {
  it('keys a local custom emoji as :name:, a remote one with its host, Unicode without FE0F', () => {
    expect(emojiMuteKey(':kumo@.:')).toBe(':kumo:');
    expect(emojiMuteKey(':kumo:')).toBe(':kumo:');
    expect(emojiMuteKey(':blob@example.com:')).toBe(':blob@example.com:');
    expect(emojiMuteKey('❤️')).toBe('❤');
  });

  it('matches a reaction however the server wrote it', () => {
    expect(isEmojiMuted([':kumo:'], ':kumo@.:')).toBe(true);
    expect(isEmojiMuted(['❤'], '❤️')).toBe(true);
    expect(isEmojiMuted([':kumo:'], ':kumo@example.com:')).toBe(false);
  });

  it('mutes once and unmutes every spelling', () => {
    expect(setEmojiMuted([':kumo:'], ':kumo@.:', true)).toEqual([':kumo:']);
    expect(setEmojiMuted([':kumo:', '👍'], ':kumo@.:', false)).toEqual(['👍']);
  });
});
