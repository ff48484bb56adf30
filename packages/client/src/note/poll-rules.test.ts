import { describe, expect, test } from 'vitest';
import { canVote, isPollClosed, isPollReadOnly, pollRemaining, type Poll } from './poll-rules.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const poll = (over: Partial<Poll> = {}): Poll => ({
  multiple: false,
  expiresAt: '2026-11-23T12:00:00Z',
  choices: [
    { text: 'a', votes: 1, isVoted: false },
    { text: 'b', votes: 0, isVoted: false },
  ],
  ...over,
});

describe('poll rules (spec P2 §4, §5)', () => {
  test('a poll past its expiry is closed; one with no expiry never closes', () => {
    expect(isPollClosed(poll({ expiresAt: '2026-11-22T11:59:59Z' }), now)).toBe(true);
    expect(isPollClosed(poll({ expiresAt: null }), now)).toBe(false);
  });

  test('a single-choice poll is read-only once voted; a multiple-choice one is not', () => {
    const voted = [
      { text: 'a', votes: 2, isVoted: true },
      { text: 'b', votes: 0, isVoted: false },
    ];
    expect(isPollReadOnly(poll({ choices: voted }), now)).toBe(true);
    expect(isPollReadOnly(poll({ choices: voted, multiple: true }), now)).toBe(false);
    expect(isPollReadOnly(poll(), now, true)).toBe(true);
  });

  test('voting needs sign-in, an open poll and a choice not yet voted', () => {
    expect(canVote(poll(), 0, now, false)).toBe(false);
    expect(canVote(poll(), 0, now, true)).toBe(true);
    expect(canVote(poll({ expiresAt: '2026-11-01T00:00:00Z' }), 0, now, true)).toBe(false);
    const multi = poll({
      multiple: true,
      choices: [
        { text: 'a', votes: 1, isVoted: true },
        { text: 'b', votes: 0, isVoted: false },
      ],
    });
    expect(canVote(multi, 0, now, true)).toBe(false);
    expect(canVote(multi, 1, now, true)).toBe(true);
    expect(canVote(poll(), 5, now, true)).toBe(false);
  });

  test('the remaining time is shown in the largest whole unit', () => {
    expect(pollRemaining('2026-11-24T13:00:00Z', now)).toEqual({ unit: 'days', n: 2 });
    expect(pollRemaining('2026-11-22T15:30:00Z', now)).toEqual({ unit: 'hours', n: 3 });
    expect(pollRemaining('2026-11-22T12:05:00Z', now)).toEqual({ unit: 'minutes', n: 5 });
    expect(pollRemaining('2026-11-22T12:00:42Z', now)).toEqual({ unit: 'seconds', n: 42 });
    expect(pollRemaining('2026-11-22T11:00:00Z', now)).toBeNull();
  });
});
