import { describe, expect, test } from 'vitest';
import { inBirthdaySpan, nextBirthday } from '../src/services/birthdays.ts';

describe('birthdays of followed accounts', () => {
  test('a span of days includes both ends, and one over the new year wraps', () => {
    const june = { begin: { month: 6, day: 1 }, end: { month: 6, day: 30 } };
    expect(inBirthdaySpan({ month: 6, day: 15 }, june.begin, june.end)).toBe(true);
    expect(inBirthdaySpan({ month: 6, day: 30 }, june.begin, june.end)).toBe(true);
    expect(inBirthdaySpan({ month: 7, day: 1 }, june.begin, june.end)).toBe(false);
    const holidays = { begin: { month: 12, day: 20 }, end: { month: 1, day: 5 } };
    expect(inBirthdaySpan({ month: 1, day: 2 }, holidays.begin, holidays.end)).toBe(true);
    expect(inBirthdaySpan({ month: 12, day: 31 }, holidays.begin, holidays.end)).toBe(true);
    expect(inBirthdaySpan({ month: 6, day: 15 }, holidays.begin, holidays.end)).toBe(false);
  });

  test('the birthday answered is its next coming, today included (as upstream: 2027-06-15 in November 2026)', () => {
    const today = new Date('2026-11-28T11:00:00Z');
    expect(nextBirthday('1990-06-15', today)).toBe('2027-06-15');
    expect(nextBirthday('1990-11-28', today)).toBe('2026-11-28');
    expect(nextBirthday('2001-12-01', today)).toBe('2026-12-01');
  });
});
