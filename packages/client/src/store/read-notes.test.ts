import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { expect, test, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { hasUnread, useLastShown } from './use-last-shown.ts';
import {
  cleanupReadNotes,
  lastShown,
  recordShown,
  expiryCutoff,
  markNoteShown,
  openReadNotes,
  readNoteRecord,
} from './read-notes.ts';

test('the cutoff is one calendar month back', () => {
  expect(new Date(expiryCutoff(new Date('2026-03-31T12:00:00Z'))).toISOString().slice(0, 7)).toBe('2026-03');
  expect(expiryCutoff(new Date('2026-11-22T00:00:00Z'))).toBe(new Date('2026-10-22T00:00:00Z').getTime());
});

test('records shown more than a month ago are cleaned up, recent ones stay', async () => {
  const db = await openReadNotes(new IDBFactory());
  expect(db.version).toBe(2);
  const now = new Date('2026-11-22T00:00:00Z');
  await markNoteShown(db, 'old', new Date('2026-10-01T00:00:00Z').getTime());
  await markNoteShown(db, 'recent', new Date('2026-11-20T00:00:00Z').getTime());
  expect(await cleanupReadNotes(db, now)).toBe(1);
  expect(await readNoteRecord(db, 'old')).toBeUndefined();
  expect(await readNoteRecord(db, 'recent')).toMatchObject({ key: 'recent' });
});

test("showing a list's notes is recorded once a second has passed, and read back for its unread mark", async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    recordShown('channel:c1', 1_000);
    recordShown('channel:c1', 2_000);
    // not written yet, but already known
    expect(await lastShown(['channel:c1', 'antenna:a1'])).toEqual({
      'channel:c1': 2_000,
      'antenna:a1': undefined,
    });
    vi.advanceTimersByTime(1_000);
  } finally {
    vi.useRealTimers();
  }
  await expect
    .poll(async () => (await readNoteRecord(await openReadNotes(), 'channel:c1'))?.lastShowDate)
    .toBe(2_000);
  expect(await lastShown(['channel:c1'])).toEqual({ 'channel:c1': 2_000 });
});

test('a list is unread when it has a note newer than its last showing, or was never shown', () => {
  expect(hasUnread('2026-01-01T00:00:02Z', Date.parse('2026-01-01T00:00:01Z'))).toBe(true);
  expect(hasUnread('2026-01-01T00:00:00Z', Date.parse('2026-01-01T00:00:01Z'))).toBe(false);
  expect(hasUnread('2026-01-01T00:00:00Z', undefined)).toBe(true);
  expect(hasUnread(null, undefined)).toBe(false);
});

test('while the records of other keys are being read, none are answered (no "never shown" in between)', async () => {
  recordShown('channel:seen', 5_000);
  const { result, rerender } = renderHook(({ keys }: { keys: string[] }) => useLastShown(keys), {
    initialProps: { keys: ['channel:featured'] },
  });
  await waitFor(() => expect(result.current).toEqual({ 'channel:featured': undefined }));
  rerender({ keys: ['channel:seen'] });
  // the first answer is for other keys: nothing is marked until this list's own are read
  expect(result.current).toBeNull();
  await waitFor(() => expect(result.current).toEqual({ 'channel:seen': 5_000 }));
});
