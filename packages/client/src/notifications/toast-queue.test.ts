import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fromBob } from '../../test-support/test-fixtures.ts';
import {
  clearNotificationToasts,
  dismissNotificationToast,
  getNotificationToasts,
  NOTIFICATION_TOAST_MAX,
  NOTIFICATION_TOAST_MS,
  pushNotificationToast,
} from './toast-queue.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearNotificationToasts();
  vi.useRealTimers();
});

const ids = () => getNotificationToasts().map((t) => t.notification.id);

test('pop-ups are listed newest first and hide by themselves', () => {
  const a = fromBob('follow');
  const b = fromBob('reply', 'hi');
  pushNotificationToast(a);
  vi.advanceTimersByTime(1000);
  pushNotificationToast(b);
  expect(ids()).toEqual([b.id, a.id]);
  vi.advanceTimersByTime(NOTIFICATION_TOAST_MS - 1000);
  expect(ids()).toEqual([b.id]);
  vi.advanceTimersByTime(1000);
  expect(ids()).toEqual([]);
});

test('the same notification is not shown twice at once', () => {
  const a = fromBob('follow');
  pushNotificationToast(a);
  pushNotificationToast({ ...a });
  expect(ids()).toEqual([a.id]);
});

test('a burst keeps only the newest few', () => {
  const all = Array.from({ length: NOTIFICATION_TOAST_MAX + 2 }, () => fromBob('follow'));
  all.forEach(pushNotificationToast);
  expect(ids()).toEqual(
    all
      .slice(-NOTIFICATION_TOAST_MAX)
      .reverse()
      .map((n) => n.id),
  );
});

test('a dismissed pop-up leaves at once', () => {
  pushNotificationToast(fromBob('follow'));
  dismissNotificationToast(getNotificationToasts()[0]!.key);
  expect(ids()).toEqual([]);
});
