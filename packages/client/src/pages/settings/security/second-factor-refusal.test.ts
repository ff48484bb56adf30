import { expect, test } from 'vitest';
import { ApiCallError } from '../../../api/index.ts';
import { isWrongSecondFactor } from './second-factor-refusal.ts';

const err = (code: string, info?: unknown) =>
  new ApiCallError('i/update-email', code === 'INTERNAL_ERROR' ? 500 : 403, {
    message: 'x',
    code,
    id: 'id',
    info,
  });

test('Misskey’s plain "authentication failed" error is a wrong code', () => {
  expect(isWrongSecondFactor(err('INTERNAL_ERROR', { e: { message: 'authentication failed' } }))).toBe(true);
});

test('MisskeyIO’s form of it (the cause in info itself, not info.e) is a wrong code too', () => {
  expect(isWrongSecondFactor(err('INTERNAL_ERROR', { message: 'authentication failed' }))).toBe(true);
});

test('a TWO_FACTOR_AUTHENTICATION_FAILED code is a wrong code', () => {
  expect(isWrongSecondFactor(err('TWO_FACTOR_AUTHENTICATION_FAILED'))).toBe(true);
});

test('other failures are not', () => {
  expect(isWrongSecondFactor(err('INTERNAL_ERROR', { e: { message: 'incorrect password' } }))).toBe(false);
  expect(isWrongSecondFactor(err('INCORRECT_PASSWORD'))).toBe(false);
  expect(isWrongSecondFactor(new TypeError('network'))).toBe(false);
});
