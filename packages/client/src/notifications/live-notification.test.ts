import { expect, test } from 'vitest';
import {
  isNotification,
  LIVE_NOTIFICATIONS_KEPT,
  withLiveNotification,
  withLiveNotificationKept,
} from './live-notification.ts';
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

test('a list fed live keeps the newest notifications only, past the limit', () => {
  const loaded = Array.from({ length: LIVE_NOTIFICATIONS_KEPT }, () => fromBob('follow'));
  const data = { pages: [loaded.slice(0, 100), loaded.slice(100)], pageParams: [undefined, 'x'] };
  const live = fromBob('reply', 'hey');
  const after = withLiveNotificationKept(data, live, 'all', []);
  expect(after.pages.flat()).toHaveLength(LIVE_NOTIFICATIONS_KEPT);
  expect(after.pages.flat()[0]).toBe(live);
  expect(after.pages.flat().at(-1)).toBe(loaded[LIVE_NOTIFICATIONS_KEPT - 2]);
  expect(after.pageParams).toEqual([undefined]);
  // below the limit the pages stay as they were; a hidden type changes nothing
  const small = { pages: [[loaded[0]!]], pageParams: [undefined] };
  expect(withLiveNotificationKept(small, live, 'all', []).pages).toEqual([[live, loaded[0]]]);
  expect(withLiveNotificationKept(small, live, 'all', ['reply'])).toBe(small);
});
