import { describe, expect, test } from 'vitest';
import { driveFileCalls } from './drive-file-calls.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);

describe('the calls that change several drive files', () => {
  test('moving several files is one move-bulk call where the server has it', () => {
    expect(driveFileCalls(['a', 'b', 'c'], { folderId: 'x' }, true)).toEqual([
      { endpoint: 'drive/files/move-bulk', params: { fileIds: ['a', 'b', 'c'], folderId: 'x' } },
    ]);
    expect(driveFileCalls(['a', 'b'], { folderId: null }, true)).toEqual([
      { endpoint: 'drive/files/move-bulk', params: { fileIds: ['a', 'b'], folderId: null } },
    ]);
  });

  test('more than 100 files go in calls of 100', () => {
    const calls = driveFileCalls(ids(250), { folderId: 'x' }, true);
    expect(calls.map((c) => (c.params as { fileIds: string[] }).fileIds.length)).toEqual([100, 100, 50]);
  });

  test('a server without move-bulk gets one update per file', () => {
    expect(driveFileCalls(['a', 'b'], { folderId: 'x' }, false)).toEqual([
      { endpoint: 'drive/files/update', params: { fileId: 'a', folderId: 'x' } },
      { endpoint: 'drive/files/update', params: { fileId: 'b', folderId: 'x' } },
    ]);
  });

  test('other changes, and a single file, stay per-file updates', () => {
    expect(driveFileCalls(['a', 'b'], { isSensitive: true }, true).map((c) => c.endpoint)).toEqual([
      'drive/files/update',
      'drive/files/update',
    ]);
    expect(driveFileCalls(['a'], { folderId: 'x' }, true)).toEqual([
      { endpoint: 'drive/files/update', params: { fileId: 'a', folderId: 'x' } },
    ]);
  });
});
