import { describe, expect, test } from 'vitest';
import { canSubmit, remainingCounter, type SubmitState } from './submit-rules.ts';

const base: SubmitState = {
  posting: false,
  frozen: false,
  text: 'hello',
  fileCount: 0,
  pollChoices: null,
  pollExpiryValid: true,
  hasRenote: false,
  hasQuote: false,
  cwEnabled: false,
  cw: '',
  maxTextLength: 1000,
};

describe('submitting a note (spec P2 §5)', () => {
  test('plain text can be posted', () => expect(canSubmit(base)).toBe(true));
  test('not while posting or frozen', () => {
    expect(canSubmit({ ...base, posting: true })).toBe(false);
    expect(canSubmit({ ...base, frozen: true })).toBe(false);
  });
  test('blank text alone cannot be posted, but a file, poll, renote or quote can', () => {
    expect(canSubmit({ ...base, text: '  \n ' })).toBe(false);
    expect(canSubmit({ ...base, text: '', fileCount: 1 })).toBe(true);
    expect(canSubmit({ ...base, text: '', pollChoices: ['a', 'b'] })).toBe(true);
    expect(canSubmit({ ...base, text: '', hasRenote: true })).toBe(true);
    expect(canSubmit({ ...base, text: '', hasQuote: true })).toBe(true);
  });
  test('text longer than the instance maximum cannot be posted', () => {
    expect(canSubmit({ ...base, text: 'x'.repeat(1000) })).toBe(true);
    expect(canSubmit({ ...base, text: 'x'.repeat(1001) })).toBe(false);
  });
  test('an enabled content warning needs non-blank text (full-width spaces count as blank)', () => {
    expect(canSubmit({ ...base, cwEnabled: true, cw: ' \u3000 ' })).toBe(false);
    expect(canSubmit({ ...base, cwEnabled: true, cw: 'spoilers' })).toBe(true);
  });
  test('a poll needs at least two choices', () => {
    expect(canSubmit({ ...base, pollChoices: ['only'] })).toBe(false);
  });
  test('a poll whose end has already passed cannot be posted', () => {
    expect(canSubmit({ ...base, pollChoices: ['a', 'b'], pollExpiryValid: false })).toBe(false);
    expect(canSubmit({ ...base, pollChoices: ['a', 'b'], pollExpiryValid: true })).toBe(true);
  });
});

test('the counter appears under 100 remaining and is highlighted when over', () => {
  expect(remainingCounter(900, 1000)).toEqual({ show: false, over: false, remaining: 100 });
  expect(remainingCounter(901, 1000)).toEqual({ show: true, over: false, remaining: 99 });
  expect(remainingCounter(1001, 1000)).toEqual({ show: true, over: true, remaining: -1 });
});
