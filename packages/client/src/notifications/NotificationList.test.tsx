import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeServer, type FakeServer, type Handler } from '../../test-support/fake-server.ts';
import { renderWithSettings, TEST_ACCOUNT } from '../../test-support/settings-test-host.tsx';
import { NotificationList } from './NotificationList.tsx';
import type { KumoNotification } from './notification-types.ts';
import { fromBob, notification } from '../../test-support/test-fixtures.ts';

let handlers: Record<string, Handler>;
let calls: FakeServer['calls'];

beforeEach(() => {
  handlers = { i: () => ({ id: TEST_ACCOUNT.id, username: 'alice' }) };
  calls = fakeServer(handlers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderList(tab: 'all' | 'mentions' = 'all') {
  renderWithSettings(<NotificationList tab={tab} hidden={[]} />, { signedIn: true });
}

/** One page of notifications, then nothing older. */
function serve(page: KumoNotification[]) {
  handlers['i/notifications'] = (body) => (body.untilId ? [] : page);
}

describe('the notification list', () => {
  test('shows each kind of notification with its actor, sentence, excerpt and time', async () => {
    serve([
      fromBob('reply', 'see you at noon'),
      fromBob('reaction', 'nice picture', { reaction: '🎉' }),
      fromBob('follow'),
      notification('app', { header: 'Weather bot', body: 'Rain at 3 pm', icon: null }),
      notification('achievementEarned', { achievement: 'notes1' }),
    ]);
    renderList();
    await screen.findAllByRole('article');
    // the notifications, not the notes drawn inside them
    const items = screen.getAllByRole('article').filter((a) => a.classList.contains('kumo-notification'));
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Bob :wave: replied to you',
      'Bob :wave: reacted to your note',
      'Bob :wave: followed you',
      'Weather bot',
      'Achievement earned: “Notes posted: 1”',
    ]);
    const reply = items[0]!;
    expect(within(reply).getByRole('link', { name: 'Bob :wave: replied to you' }).getAttribute('href')).toBe(
      '/notes/n-see-you-at-noon',
    );
    expect(within(reply).getByText('see you at noon')).toBeTruthy();
    expect(within(reply).getByRole('link', { name: '@bob' })).toBeTruthy();
    expect(within(items[1]!).getByAltText('🎉')).toBeTruthy();
    expect(within(items[1]!).getByText('1m ago')).toBeTruthy();
    expect(within(items[3]!).getByText('Rain at 3 pm')).toBeTruthy();
    expect(calls.find((c) => c.endpoint === 'i/notifications')?.body).toMatchObject({ limit: 20, i: 'tok' });
  });

  test('the mentions tab asks for mentions and replies only', async () => {
    serve([fromBob('mention', 'hello @alice')]);
    renderList('mentions');
    await screen.findByRole('article', { name: 'Bob :wave: mentioned you' });
    expect(calls.find((c) => c.endpoint === 'i/notifications')?.body).toMatchObject({
      includeTypes: ['mention', 'reply'],
    });
  });

  test('older notifications load after the last one shown', async () => {
    const first = [fromBob('follow'), fromBob('follow')];
    const second = [fromBob('reply', 'older one')];
    handlers['i/notifications'] = (body) => (body.untilId ? second : first);
    renderList();
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Bob :wave: replied to you' })).toBeTruthy();
    expect(calls.filter((c) => c.endpoint === 'i/notifications').at(-1)?.body.untilId).toBe(first[1]!.id);
  });

  test('a follow request can be accepted from its notification', async () => {
    serve([fromBob('receiveFollowRequest')]);
    handlers['following/requests/accept'] = () => ({});
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You accepted this follow request.')).toBeTruthy();
    expect(calls.find((c) => c.endpoint === 'following/requests/accept')?.body).toMatchObject({
      userId: 'u-bob',
    });
  });

  test('an empty list says so', async () => {
    serve([]);
    renderList();
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });
});
