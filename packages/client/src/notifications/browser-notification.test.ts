import { expect, test } from 'vitest';
import { browserNotificationPayload, shouldUseBrowserNotification } from './browser-notification.ts';
import { fromBob, notification } from '../../test-support/test-fixtures.ts';

test('a system notification is used only while hidden and allowed', () => {
  expect(shouldUseBrowserNotification('hidden', 'granted')).toBe(true);
  expect(shouldUseBrowserNotification('visible', 'granted')).toBe(false);
  expect(shouldUseBrowserNotification('hidden', 'default')).toBe(false);
  expect(shouldUseBrowserNotification('hidden', 'denied')).toBe(false);
  expect(shouldUseBrowserNotification('hidden', undefined)).toBe(false);
});

test('a reply becomes a titled notification with the reply as body, the avatar as icon, the note as address', () => {
  const n = fromBob('reply', 'see you\n at  noon');
  expect(browserNotificationPayload(n)).toEqual({
    type: 'notification',
    title: 'Bob :wave: replied to you',
    body: 'see you at noon',
    icon: '/avatar/@bob',
    url: '/notes/n-see-you-at-noon',
    tag: `kumo-notification-${n.id}`,
  });
});

test('long bodies are cut, unsafe icons dropped', () => {
  const long = fromBob('mention', 'x'.repeat(500));
  expect(browserNotificationPayload(long).body).toHaveLength(200);
  const app = notification('app', { header: 'Bot', body: 'Hello', icon: 'javascript:alert(1)' });
  expect(browserNotificationPayload(app)).toMatchObject({ title: 'Bot', body: 'Hello', icon: null });
});
