import { IDBFactory } from 'fake-indexeddb';
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import {
  cleanupReadNotes,
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
