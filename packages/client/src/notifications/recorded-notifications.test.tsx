import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { recordedNotifications } from '../../test-support/recorded.ts';
import { renderWithSettings, TEST_ACCOUNT } from '../../test-support/settings-test-host.tsx';
import { NotificationList } from './NotificationList.tsx';

const notifications = recordedNotifications();

beforeEach(() => {
  fakeServer({
    i: () => ({ id: TEST_ACCOUNT.id, username: 'alice' }),
    'i/notifications': (body) => (body.untilId ? [] : notifications),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('notifications as a real Misskey server sends them', () => {
  test('every recorded notification is shown with a sentence naming who or what it is about', async () => {
    const types = new Set(notifications.map((n) => n.type));
    expect([...types].sort()).toEqual(
      expect.arrayContaining(['follow', 'mention', 'reaction', 'receiveFollowRequest', 'renote', 'reply']),
    );
    renderWithSettings(<NotificationList tab="all" hidden={[]} />, { signedIn: true });
    await screen.findAllByRole('article');
    // the notifications, not the notes drawn inside replies, mentions and quotes
    const items = screen.getAllByRole('article').filter((a) => a.classList.contains('kumo-notification'));
    expect(items).toHaveLength(notifications.length);
    for (const [i, item] of items.entries()) {
      const label = item.getAttribute('aria-label') ?? '';
      const n = notifications[i]!;
      expect(label, n.type).not.toBe('');
      expect(item.textContent, n.type).not.toMatch(/undefined|\[object Object\]|NaN/);
      if ('user' in n && n.user) expect(label, n.type).toContain(n.user.name ?? n.user.username);
      if (['reply', 'mention', 'quote'].includes(n.type))
        expect(within(item).getByRole('button', { name: 'Reply' }), n.type).toBeTruthy();
    }
  });
});
