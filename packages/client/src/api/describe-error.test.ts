import { describe, expect, test } from 'vitest';
import { ApiCallError } from './api-error.ts';
import { describeError } from './describe-error.ts';

const failure = (code: string, message = 'It failed.', id = 'e-1') =>
  new ApiCallError('notes/create', 400, { code, message, id });

describe('describeError (the generic handler on one line)', () => {
  test('an unknown error reads as its message and id', () => {
    expect(describeError(failure('NO_SUCH_NOTE', 'No such note.', 'abc'))).toBe(
      'No such note. Error ID: abc',
    );
  });
  test('a rate limit says the action cannot be done right now, as the dialog does', () => {
    expect(describeError(failure('RATE_LIMIT_EXCEEDED'))).toMatch(/^This cannot be done right now\. /);
  });
  test('a network failure says the server could not be reached', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
  });
});
