import { expect, test } from 'vitest';
import { birthdaySpan } from './birthday-span.ts';

test('the coming week runs from today over the end of a month and of a year', () => {
  expect(birthdaySpan(new Date(2026, 11, 29), 1)).toEqual({
    from: { month: 12, day: 29 },
    to: { month: 12, day: 29 },
  });
  expect(birthdaySpan(new Date(2026, 11, 29), 7)).toEqual({
    from: { month: 12, day: 29 },
    to: { month: 1, day: 4 },
  });
  expect(birthdaySpan(new Date(2027, 1, 26), 7).to).toEqual({ month: 3, day: 4 });
});
