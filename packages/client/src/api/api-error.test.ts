import { describe, expect, test } from 'vitest';
import { describeApiError } from './error-handler.ts';
import { ApiCallError, internalErrorCause, toApiError } from './api-error.ts';

const INTERNAL = {
  message: 'Internal error occurred. Please contact us if the error persists.',
  code: 'INTERNAL_ERROR',
  id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac',
  kind: 'server',
};
/** The same failure (i/regenerate-token with a wrong password) as each recorded server answers it. */
const UPSTREAM_2026 = {
  error: {
    ...INTERNAL,
    info: { e: { message: 'incorrect password', code: 'Error', id: 'ae52115f-07c6-401c-82e3-b5ae7d85a058' } },
  },
};
const MISSKEYIO_2025 = {
  error: {
    ...INTERNAL,
    info: { message: 'incorrect password', code: 'Error', id: 'ae52115f-07c6-401c-82e3-b5ae7d85a058' },
  },
};

describe('the cause of an internal error, as either server reports it', () => {
  test('upstream 2026.7 nests it in info.e', () => {
    expect(internalErrorCause(toApiError(500, UPSTREAM_2026))).toBe('incorrect password');
  });
  test('MisskeyIO 2025.4 gives it in info itself', () => {
    expect(internalErrorCause(toApiError(500, MISSKEYIO_2025))).toBe('incorrect password');
  });
  test('an internal error without info, or another error, has none', () => {
    expect(internalErrorCause(toApiError(500, { error: INTERNAL }))).toBeNull();
    expect(
      internalErrorCause(toApiError(400, { error: { message: 'x', code: 'NO_SUCH_NOTE', id: 'y' } })),
    ).toBeNull();
  });
  test('both still read as the generic internal error, their info copied whole', () => {
    for (const body of [UPSTREAM_2026, MISSKEYIO_2025]) {
      const view = describeApiError(
        new ApiCallError('i/regenerate-token', 500, toApiError(500, body)),
        new Date(0),
      );
      expect(view.kind).toBe('internal');
      expect(view.kind === 'internal' && view.copyText).toContain('incorrect password');
    }
  });
});
