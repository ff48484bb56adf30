import { describe, expect, test } from 'vitest';
import { noteTabs, reactionTypes } from './note-tabs.ts';

describe('the tabs under a note', () => {
  test('a note nobody renoted or reacted to has only its replies', () => {
    expect(noteTabs({ renoteCount: 0, reactions: {} })).toEqual(['replies']);
    expect(noteTabs({ renoteCount: 0, reactions: { '👍': 0 } })).toEqual(['replies']);
  });

  test('renotes and reactions get their tabs once there are some', () => {
    expect(noteTabs({ renoteCount: 2, reactions: { '👍': 1 } })).toEqual(['replies', 'renotes', 'reactions']);
  });

  test('the reactions to pick from come most given first', () => {
    expect(reactionTypes({ reactions: { '👍': 1, ':kumo@.:': 3, '🎉': 0 } })).toEqual([
      [':kumo@.:', 3],
      ['👍', 1],
    ]);
  });
});
