import { QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { expect, test } from 'vitest';
import { addPostedChild, noteKeys } from './notes.ts';
import type { PagedData } from './paged.ts';

const note = (id: string, fields: Partial<entities.Note> = {}) =>
  ({ id, text: id, ...fields }) as entities.Note;
const pages = (...p: entities.Note[][]): PagedData<entities.Note> => ({
  pages: p,
  pageParams: p.map(() => ({ limit: 3 })),
});
const ids = (qc: QueryClient, key: readonly unknown[]) =>
  qc.getQueryData<PagedData<entities.Note>>(key)?.pages.map((p) => p.map((n) => n.id));

test('a reply just posted joins its parent’s conversation when it is shown to its end', () => {
  const qc = new QueryClient();
  const shown = noteKeys.children('p', 3);
  qc.setQueryData(shown, pages([note('r1'), note('r2')]));
  addPostedChild(qc, note('r3', { replyId: 'p' }));
  expect(ids(qc, shown)).toEqual([['r1', 'r2', 'r3']]);
  // posted once, shown once
  addPostedChild(qc, note('r3', { replyId: 'p' }));
  expect(ids(qc, shown)).toEqual([['r1', 'r2', 'r3']]);
});

test('a quote joins too; a plain renote, a reply elsewhere and an unfinished list leave it as it is', () => {
  const qc = new QueryClient();
  const partial = noteKeys.children('p', 3);
  qc.setQueryData(partial, pages([note('r1'), note('r2'), note('r3')]));
  const whole = noteKeys.children('q', 5);
  qc.setQueryData(whole, pages([note('s1')]));
  addPostedChild(qc, note('x1', { replyId: 'p' }));
  addPostedChild(qc, note('x2', { renoteId: 'q', text: null }));
  addPostedChild(qc, note('x3', { replyId: 'elsewhere' }));
  expect(ids(qc, partial)).toEqual([['r1', 'r2', 'r3']]);
  expect(ids(qc, whole)).toEqual([['s1']]);
  addPostedChild(qc, note('x4', { renoteId: 'q', text: 'quoted' }));
  expect(ids(qc, whole)).toEqual([['s1', 'x4']]);
});

test('a reply to a reply shown in a conversation gives that reply an answer to draw under it', () => {
  const qc = new QueryClient();
  const root = noteKeys.children('root', 30);
  qc.setQueryData(
    root,
    pages([note('a', { repliesCount: 0, renoteCount: 0 }), note('b', { repliesCount: 2 })]),
  );
  addPostedChild(qc, note('a1', { replyId: 'a' }));
  const [a, b] = qc.getQueryData<PagedData<entities.Note>>(root)!.pages[0]!;
  expect([a!.repliesCount, b!.repliesCount]).toEqual([1, 2]);
});
