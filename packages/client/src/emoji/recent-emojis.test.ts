import { describe, expect, test } from 'vitest';
import { pushRecentEmoji } from './recent-emojis.ts';

describe('recently used emojis', () => {
  test('the picked emoji goes first', () => {
    expect(pushRecentEmoji(['👍', '❤️'], '🎉')).toEqual(['🎉', '👍', '❤️']);
  });

  test('picking one already in the list moves it to the front instead of repeating it', () => {
    expect(pushRecentEmoji(['👍', '❤️', ':blobcat:'], ':blobcat:')).toEqual([':blobcat:', '👍', '❤️']);
  });

  test('at most 32 are kept; the oldest drops off', () => {
    const full = Array.from({ length: 32 }, (_, i) => `:e${i}:`);
    const next = pushRecentEmoji(full, '🎉');
    expect(next).toHaveLength(32);
    expect(next[0]).toBe('🎉');
    expect(next).not.toContain(':e31:');
  });

  test('the given list is not changed', () => {
    const list = ['👍'];
    pushRecentEmoji(list, '❤️');
    expect(list).toEqual(['👍']);
  });
});
