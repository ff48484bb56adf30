import type { entities } from 'misskey-js';
import { describe, expect, test } from 'vitest';
import { applyNoteUpdate } from './note-updates.ts';

const note = {
  id: 'n1',
  reactions: { '👍': 2 },
  reactionEmojis: {},
  reactionCount: 2,
  myReaction: null,
  poll: {
    multiple: false,
    expiresAt: null,
    choices: [
      { text: 'a', votes: 0, isVoted: false },
      { text: 'b', votes: 1, isVoted: false },
    ],
  },
} as unknown as entities.Note;

describe('live note updates', () => {
  test("someone's reaction adds to its count", () => {
    const n = applyNoteUpdate(note, { type: 'reacted', body: { reaction: '🎉', userId: 'u2' } }, 'me');
    expect(n.reactions).toEqual({ '👍': 2, '🎉': 1 });
    expect(n.reactionCount).toBe(3);
    expect(n.myReaction).toBeNull();
  });

  test('my own reaction is remembered as mine and is not counted twice', () => {
    const n = applyNoteUpdate(note, { type: 'reacted', body: { reaction: '👍', userId: 'me' } }, 'me');
    expect(n.myReaction).toBe('👍');
    expect(applyNoteUpdate(n, { type: 'reacted', body: { reaction: '👍', userId: 'me' } }, 'me')).toBe(n);
  });

  test('a custom emoji reaction brings its image address', () => {
    const n = applyNoteUpdate(
      note,
      {
        type: 'reacted',
        body: { reaction: ':kumo@.:', emoji: { name: 'kumo@.', url: '/emoji/kumo.webp' }, userId: 'u2' },
      },
      'me',
    );
    expect(n.reactionEmojis['kumo@.']).toBe('/emoji/kumo.webp');
  });

  test('removing the last reaction of a kind removes the kind', () => {
    const one = { ...note, reactions: { '👍': 1 }, reactionCount: 1 };
    expect(
      applyNoteUpdate(one, { type: 'unreacted', body: { reaction: '👍', userId: 'u2' } }, 'me').reactions,
    ).toEqual({});
  });

  test('a vote adds to its choice, and my vote marks it voted', () => {
    const n = applyNoteUpdate(note, { type: 'pollVoted', body: { choice: 0, userId: 'me' } }, 'me');
    expect(n.poll?.choices[0]).toEqual({ text: 'a', votes: 1, isVoted: true });
    expect(n.poll?.choices[1]?.isVoted).toBe(false);
  });

  test('a deleted note is marked deleted', () => {
    expect(
      applyNoteUpdate(note, { type: 'deleted', body: { deletedAt: '2026-01-01T00:00:00Z' } }, 'me').deletedAt,
    ).toBe('2026-01-01T00:00:00Z');
  });

  test('a custom emoji reaction sent as :name: and reported back as :name@.: counts once, and goes when taken back', () => {
    // the optimistic change Kumo makes when the user picks :kumotest:
    const mine = applyNoteUpdate(
      note,
      { type: 'reacted', body: { reaction: ':kumotest:', userId: 'me' } },
      'me',
    );
    expect(mine.reactions).toEqual({ '👍': 2, ':kumotest@.:': 1 });
    // the server's echo on the stream, in the form real servers use
    const echoed = applyNoteUpdate(
      mine,
      {
        type: 'reacted',
        body: {
          reaction: ':kumotest@.:',
          emoji: { name: 'kumotest@.', url: '/emoji/kumotest.webp' },
          userId: 'me',
        },
      },
      'me',
    );
    expect(echoed.reactions).toEqual({ '👍': 2, ':kumotest@.:': 1 });
    expect(echoed.reactionCount).toBe(3);
    const undone = applyNoteUpdate(
      echoed,
      { type: 'unreacted', body: { reaction: ':kumotest:', userId: 'me' } },
      'me',
    );
    const unechoed = applyNoteUpdate(
      undone,
      { type: 'unreacted', body: { reaction: ':kumotest@.:', userId: 'me' } },
      'me',
    );
    expect(unechoed.reactions).toEqual({ '👍': 2 });
    expect(unechoed.reactionCount).toBe(2);
    expect(unechoed.myReaction).toBeNull();
  });

  test("someone else's :name@.: adds to the same chip as a note's :name@.:", () => {
    const withCustom = { ...note, reactions: { ':kumotest@.:': 1 }, reactionCount: 1 };
    const n = applyNoteUpdate(
      withCustom,
      { type: 'reacted', body: { reaction: ':kumotest@.:', userId: 'u2' } },
      'me',
    );
    expect(n.reactions).toEqual({ ':kumotest@.:': 2 });
  });

  test('my own vote, counted when the server accepted it, is not counted again when the stream reports it', () => {
    const voted = applyNoteUpdate(note, { type: 'pollVoted', body: { choice: 1, userId: 'me' } }, 'me');
    const echoed = applyNoteUpdate(voted, { type: 'pollVoted', body: { choice: 1, userId: 'me' } }, 'me');
    expect(echoed.poll?.choices[1]).toEqual({ text: 'b', votes: 2, isVoted: true });
    // someone else's vote on the same choice still counts
    const other = applyNoteUpdate(echoed, { type: 'pollVoted', body: { choice: 1, userId: 'u2' } }, 'me');
    expect(other.poll?.choices[1]?.votes).toBe(3);
  });
});
