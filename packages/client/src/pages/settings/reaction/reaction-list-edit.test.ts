import { describe, expect, test } from 'vitest';
import { DEFAULT_REACTIONS } from '../../../store/index.ts';
import { addReaction, moveReaction, removeReactionAt } from './reaction-list-edit.ts';

describe('editing the default reactions', () => {
  test('there are ten defaults: thumbs up, heart, laugh, thinking, surprised, party, anger, sad, halo, pudding', () => {
    expect(DEFAULT_REACTIONS).toEqual(['👍', '❤️', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮']);
  });

  test('an added reaction goes last, and only once', () => {
    expect(addReaction(['👍'], ':blobcat:')).toEqual(['👍', ':blobcat:']);
    expect(addReaction(['👍', ':blobcat:'], '👍')).toEqual(['👍', ':blobcat:']);
  });

  test('removing takes out the one at that place', () => {
    expect(removeReactionAt(['👍', '❤️', '🎉'], 1)).toEqual(['👍', '🎉']);
  });

  test('moving swaps with the neighbour; the ends stay put', () => {
    expect(moveReaction(['👍', '❤️', '🎉'], 2, -1)).toEqual(['👍', '🎉', '❤️']);
    expect(moveReaction(['👍', '❤️'], 0, -1)).toEqual(['👍', '❤️']);
    expect(moveReaction(['👍', '❤️'], 1, 1)).toEqual(['👍', '❤️']);
  });
});
