import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import type { entities } from 'misskey-js';
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

describe('upstream 2026.7 notifications', () => {
  test('a scheduled note that was posted is announced with its text', async () => {
    const file = JSON.parse(
      readFileSync(join(__dirname, '../../../../fixtures/misskey-2026.7.0/api/i~notifications.json'), 'utf8'),
    ) as { cases: Array<{ name: string; response: entities.Notification[] }> };
    const posted = file.cases
      .find((c) => c.name === 'ok: scheduledNotePosted (new type)')!
      .response.filter((n) => n.type === 'scheduledNotePosted');
    fakeServer({
      i: () => ({ id: TEST_ACCOUNT.id, username: 'alice' }),
      'i/notifications': (body) => (body.untilId ? [] : posted),
    });
    renderWithSettings(<NotificationList tab="all" hidden={[]} />, { signedIn: true });
    const item = (await screen.findAllByRole('article')).find((a) =>
      a.classList.contains('kumo-notification'),
    )!;
    expect(item.getAttribute('aria-label')).toContain('Your scheduled note was posted');
    expect(item.textContent).toContain('fxrec a scheduled note');
  });
});
