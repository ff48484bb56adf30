import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { setupUiTestHost, settle } from '../../test-support/ui-test-host.tsx';
import { ApiCallError } from './api-error.ts';
import { describeApiError, errorInfoText, showApiError } from './error-handler.ts';

function apiError(code: string, message = 'Something.', id = 'abc-123', info?: unknown) {
  return new ApiCallError('notes/create', 400, { message, code, id, info });
}

describe('the generic API error handler (spec P2 §8)', () => {
  test('an internal error offers got it and copy error info, which carries endpoint, info and date', () => {
    const date = new Date('2025-01-02T03:04:05Z');
    const view = describeApiError(apiError('INTERNAL_ERROR', 'Boom', 'x', { e: 1 }), date);
    expect(view).toMatchObject({ kind: 'internal', title: 'Internal server error' });
    expect(view.kind === 'internal' && view.copyText).toBe(
      'Endpoint: notes/create\nInfo: {"e":1}\nDate: 2025-01-02T03:04:05.000Z',
    );
    expect(errorInfoText('i', undefined, date)).toContain('Info: null');
  });

  test('rate limits, invalid parameters and permission denials each have their own message', () => {
    expect(describeApiError(apiError('RATE_LIMIT_EXCEEDED')).title).toBe('This cannot be done right now');
    expect(describeApiError(apiError('INVALID_PARAM')).title).toBe('Invalid parameter');
    expect(describeApiError(apiError('ROLE_PERMISSION_DENIED')).title).toBe('Permission denied');
  });

  test('a TOO_MANY code says you cannot create any more, with the error id', () => {
    const view = describeApiError(apiError('TOO_MANY_CLIPS', 'x', 'id-42'));
    expect(view.title).toBe('You cannot create any more');
    expect(view.text).toContain('id-42');
  });

  test('a message beginning with "Unexpected token" is an invalid response', () => {
    expect(describeApiError(apiError('X', 'Unexpected token < in JSON')).title).toBe('Invalid response');
    expect(describeApiError(new SyntaxError('Unexpected end of JSON input')).title).toBe('Invalid response');
  });

  test('any other error shows its message and id', () => {
    const view = describeApiError(apiError('NO_SUCH_NOTE', 'No such note.', 'note-id'));
    expect(view).toEqual({ kind: 'plain', title: 'Error', text: 'No such note.\nError ID: note-id' });
  });
});

describe('showApiError', () => {
  setupUiTestHost();

  test('copy error info puts the details on the clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const shown = showApiError(apiError('INTERNAL_ERROR'));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Internal server error' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy error info' }));
    await shown;
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Endpoint: notes/create'));
  });

  test('a plain error is an error dialog with an OK button', async () => {
    const shown = showApiError(apiError('NO_SUCH_NOTE', 'No such note.'));
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Error' }).textContent).toContain('No such note.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await shown;
  });
});
