import { describe, expect, test } from 'vitest';
import {
  addChoice,
  canAddChoice,
  expiryValid,
  filledChoices,
  newPoll,
  pollPayload,
  removeChoice,
  setChoice,
  showsOnlyOneChoiceWarning,
  type PollDraft,
} from './poll-rules.ts';

const now = new Date(2025, 4, 10, 15, 30);

function poll(choices: string[], more: Partial<PollDraft> = {}): PollDraft {
  return { ...newPoll(now), choices, ...more };
}

describe('the poll editor (spec P2 §5)', () => {
  test('a new poll has two empty choices and defaults to tomorrow at 00:00', () => {
    const p = newPoll(now);
    expect(p.choices).toEqual(['', '']);
    expect(p.expiration).toBe('infinite');
    expect(p.atDate).toBe('2025-05-11');
    expect(p.atTime).toBe('00:00');
  });

  test('the last day of a month rolls over to the next month', () => {
    expect(newPoll(new Date(2024, 11, 31, 9)).atDate).toBe('2025-01-01');
  });

  test('fewer than two filled choices shows the noOnlyOneChoice warning', () => {
    expect(showsOnlyOneChoiceWarning(poll(['a', '']))).toBe(true);
    expect(showsOnlyOneChoiceWarning(poll(['a', '  ']))).toBe(true);
    expect(showsOnlyOneChoiceWarning(poll(['a', 'b']))).toBe(false);
  });

  test('choices can be added up to ten, then adding is disabled', () => {
    let p = poll(['1', '2']);
    for (let i = 0; i < 20; i++) p = addChoice(p);
    expect(p.choices).toHaveLength(10);
    expect(canAddChoice(p)).toBe(false);
    expect(canAddChoice(removeChoice(p, 0))).toBe(true);
  });

  test('choices are edited and removed by position; blank ones are not sent', () => {
    const p = setChoice(removeChoice(poll(['a', 'b', 'c']), 1), 1, ' C ');
    expect(p.choices).toEqual(['a', ' C ']);
    expect(filledChoices(poll(['a', '', 'b']))).toEqual(['a', 'b']);
  });
});

describe('poll expiry', () => {
  test('infinite sends no end', () => {
    expect(pollPayload(poll(['a', 'b']))).toEqual({ choices: ['a', 'b'], multiple: false, expiresAt: null });
  });

  test('at a date and time sends the local timestamp in ms', () => {
    const p = poll(['a', 'b'], { expiration: 'at', atDate: '2025-05-11', atTime: '00:00', multiple: true });
    expect(pollPayload(p)).toEqual({
      choices: ['a', 'b'],
      multiple: true,
      expiresAt: new Date(2025, 4, 11, 0, 0).getTime(),
    });
  });

  test.each([
    [30, 'second', 30_000],
    [5, 'minute', 300_000],
    [2, 'hour', 7_200_000],
    [3, 'day', 259_200_000],
  ] as const)('after %i %s sends expiredAfter %i ms', (after, unit, ms) => {
    expect(pollPayload(poll(['a', 'b'], { expiration: 'after', after, unit })).expiredAfter).toBe(ms);
  });

  test('an end in the past or a duration of zero is not valid', () => {
    const t = now.getTime();
    expect(expiryValid(poll(['a', 'b'], { expiration: 'at', atDate: '2025-05-09' }), t)).toBe(false);
    expect(expiryValid(poll(['a', 'b'], { expiration: 'at', atDate: '2025-05-11' }), t)).toBe(true);
    expect(expiryValid(poll(['a', 'b'], { expiration: 'after', after: 0 }), t)).toBe(false);
    expect(expiryValid(poll(['a', 'b'], { expiration: 'at', atDate: '' }), t)).toBe(false);
  });

  test('an end earlier today has passed; later today is still to come', () => {
    const t = now.getTime();
    const today = { expiration: 'at' as const, atDate: '2025-05-10' };
    expect(expiryValid(poll(['a', 'b'], { ...today, atTime: '15:29' }), t)).toBe(false);
    expect(expiryValid(poll(['a', 'b'], { ...today, atTime: '15:30' }), t)).toBe(false);
    expect(expiryValid(poll(['a', 'b'], { ...today, atTime: '15:31' }), t)).toBe(true);
  });
});
