import { describe, expect, test } from 'vitest';
import {
  classifyUploadFailure,
  INAPPROPRIATE_ERROR_ID,
  NO_FREE_SPACE_ERROR_ID,
  uploadFailureText,
} from './upload-errors.ts';

const body = (id: string, code = 'X', message = 'msg') => JSON.stringify({ error: { id, code, message } });

describe('upload errors (spec P2 §8)', () => {
  test('HTTP 413 means the file is over the size limit', () => {
    expect(classifyUploadFailure(413, '')).toEqual({ kind: 'tooLarge' });
    expect(uploadFailureText({ kind: 'tooLarge' })).toMatch(/size limit/);
  });

  test('Misskey’s ids for inappropriate content and a full drive have their own messages', () => {
    expect(classifyUploadFailure(400, body(INAPPROPRIATE_ERROR_ID))).toEqual({ kind: 'inappropriate' });
    expect(classifyUploadFailure(400, body(NO_FREE_SPACE_ERROR_ID))).toEqual({ kind: 'noFreeSpace' });
  });

  test('anything else shows the message, code and id', () => {
    const failure = classifyUploadFailure(400, body('the-id', 'INVALID_FILE_NAME', 'Invalid file name.'));
    expect(failure).toEqual({
      kind: 'other',
      message: 'Invalid file name.',
      code: 'INVALID_FILE_NAME',
      id: 'the-id',
    });
    const text = uploadFailureText(failure);
    expect(text).toContain('Invalid file name.');
    expect(text).toContain('INVALID_FILE_NAME');
    expect(text).toContain('the-id');
  });

  test('a reply that is not JSON still becomes a message', () => {
    expect(classifyUploadFailure(502, '<html>bad gateway</html>')).toMatchObject({
      kind: 'other',
      message: '<html>bad gateway</html>',
      code: '502',
    });
  });

  // an upload without its file part: MisskeyIO 2025.4 answers 422 with Misskey's error JSON,
  // upstream 2026.7 an empty 400; either is a failed upload the user is told about
  test('MisskeyIO’s 422 error for an upload without a file shows its message, code and id', () => {
    const failure = classifyUploadFailure(
      422,
      body('2e973d41-8e9c-48b8-a68f-16f712a4bc89', 'INVALID_PARAM', 'No files found in multipart request'),
    );
    expect(uploadFailureText(failure)).toBe(
      'No files found in multipart request\nCode: INVALID_PARAM\nError ID: 2e973d41-8e9c-48b8-a68f-16f712a4bc89',
    );
  });

  test('upstream’s empty 400 for the same upload still reads as a failure with its status', () => {
    const failure = classifyUploadFailure(400, '');
    expect(failure).toEqual({ kind: 'other', message: 'HTTP 400', code: '400', id: '' });
    expect(uploadFailureText(failure)).toBe('HTTP 400\nCode: 400');
  });

  test('not signed in reads "Not logged in"', () => {
    expect(uploadFailureText({ kind: 'notSignedIn' })).toBe('Not logged in');
  });
});
