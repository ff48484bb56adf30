import { expect, test } from 'vitest';
import { isNotification, withLiveNotification } from './live-notification.ts';
import { fromBob } from '../../test-support/test-fixtures.ts';

test('a live notification goes to the head of the list', () => {
  const older = fromBob('follow');
  const live = fromBob('reply', 'hey');
  expect(
    withLiveNotification([[older]], live, 'all', [])
      .flat()
      .map((n) => n.id),
  ).toEqual([live.id, older.id]);
});

test('the same notification from the stream and from a fetch is listed once', () => {
  const live = fromBob('reply', 'hey');
  const pages = [[live]];
  expect(withLiveNotification(pages, live, 'all', [])).toBe(pages);
  expect(withLiveNotification([[], [live]], { ...live }, 'all', []).flat()).toHaveLength(1);
});

test('a live notification of a hidden type, or outside the tab, is not added', () => {
  const reaction = fromBob('reaction', 'x', { reaction: '👍' });
  expect(withLiveNotification([[]], reaction, 'all', ['reaction']).flat()).toEqual([]);
  expect(withLiveNotification([[]], reaction, 'mentions', []).flat()).toEqual([]);
});

test('only bodies shaped like notifications are taken from the stream', () => {
  expect(isNotification(fromBob('follow'))).toBe(true);
  expect(isNotification({ id: 1, type: 'follow' })).toBe(false);
  expect(isNotification(null)).toBe(false);
});
