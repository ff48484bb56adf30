import { expect, test } from 'vitest';
import { isNotificationsPage } from './use-incoming-notifications.ts';

test('pop-ups are not shown on the notifications page', () => {
  expect(isNotificationsPage('/secure/my/notifications')).toBe(true);
  expect(isNotificationsPage('/secure/timeline')).toBe(false);
  expect(isNotificationsPage('/secure/my/notifications-old')).toBe(false);
});
