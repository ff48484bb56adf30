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
});
