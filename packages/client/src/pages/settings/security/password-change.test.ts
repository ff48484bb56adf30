import { describe, expect, test } from 'vitest';
import { ApiCallError } from '../../../api/index.ts';
import { isIncorrectPassword, newPasswordProblem } from './password-change.ts';

describe('newPasswordProblem', () => {
  test('an empty new password cannot be sent', () => {
    expect(newPasswordProblem('', '')).toBe('securityPasswordEmpty');
  });
  test('the repeat must match', () => {
    expect(newPasswordProblem('abc', 'abd')).toBe('securityPasswordsDiffer');
    expect(newPasswordProblem('abc', 'abc')).toBeNull();
  });
});

describe('isIncorrectPassword', () => {
  const err = (code: string, info?: unknown) =>
    new ApiCallError('i/change-password', code === 'INTERNAL_ERROR' ? 500 : 400, {
      message: 'x',
      code,
      id: 'id',
      info,
    });
  test('Misskey’s plain "incorrect password" error is recognised', () => {
    expect(isIncorrectPassword(err('INTERNAL_ERROR', { e: { message: 'incorrect password' } }))).toBe(true);
  });
  test('MisskeyIO’s form of it (the cause in info itself, not info.e) is recognised too', () => {
    expect(isIncorrectPassword(err('INTERNAL_ERROR', { message: 'incorrect password', code: 'Error' }))).toBe(
      true,
    );
  });
  test('other internal errors are not', () => {
    expect(isIncorrectPassword(err('INTERNAL_ERROR', { e: { message: 'db down' } }))).toBe(false);
    expect(isIncorrectPassword(err('INTERNAL_ERROR'))).toBe(false);
    expect(isIncorrectPassword(new TypeError('network'))).toBe(false);
  });
  test('an INCORRECT_PASSWORD code is recognised', () => {
    expect(isIncorrectPassword(err('INCORRECT_PASSWORD'))).toBe(true);
  });
});
