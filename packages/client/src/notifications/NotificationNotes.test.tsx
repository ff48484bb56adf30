import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeServer, type Handler } from '../../test-support/fake-server.ts';
import { renderWithSettings, TEST_ACCOUNT } from '../../test-support/settings-test-host.tsx';
import { NotificationList } from './NotificationList.tsx';
import type { KumoNotification } from './notification-types.ts';
import { bob, fromBob, noteBy } from '../../test-support/test-fixtures.ts';

let handlers: Record<string, Handler>;

beforeEach(() => {
  handlers = { i: () => ({ id: TEST_ACCOUNT.id, username: 'alice' }) };
  fakeServer(handlers);
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

function show(page: KumoNotification[]) {
  handlers['i/notifications'] = (body) => (body.untilId ? [] : page);
  renderWithSettings(<NotificationList tab="all" hidden={[]} />, { signedIn: true });
}

const alice = { ...bob, id: TEST_ACCOUNT.id, username: 'alice', name: 'Alice', emojis: {} };

describe('notes inside notifications', () => {
  test('a mention is the note itself, its MFM drawn, with reply, renote and react', async () => {
    show([fromBob('mention', 'hello @alice, this is **important**')]);
    const item = await screen.findByRole('article', { name: 'Bob :wave: mentioned you' });
    const note = within(item).getByRole('article', { name: 'Note' });
    expect(within(note).getByRole('link', { name: '@alice' })).toBeTruthy();
    expect(within(note).getByText('important').tagName).toBe('B');
    expect(within(note).queryByText(/\*\*/)).toBeNull();
    for (const action of ['Reply', 'Renote', 'React'])
      expect(within(note).getByRole('button', { name: action })).toBeTruthy();
  });

  test('a reaction shows who reacted, the emoji and the text of the note, which opens it', async () => {
    const mine = noteBy(alice, 'lunch was **great** today');
    show([fromBob('reaction', undefined, { note: mine, reaction: '🎉' })]);
    const item = await screen.findByRole('article', { name: 'Bob :wave: reacted to your note' });
    expect(within(item).getByRole('link', { name: '@bob' })).toBeTruthy();
    expect(within(item).getByAltText('🎉')).toBeTruthy();
    const bold = within(item).getByText('great');
    expect(bold.tagName).toBe('B');
    // no actions: the user's own note is only recalled
    expect(within(item).queryByRole('button', { name: 'Reply' })).toBeNull();
    fireEvent.click(bold);
    expect(location.pathname).toBe(`/notes/${mine.id}`);
  });

  test('a renote shows the note that was renoted', async () => {
    const mine = noteBy(alice, 'my original thought');
    show([fromBob('renote', undefined, { note: noteBy(bob, null, { renote: mine, renoteId: mine.id }) })]);
    const item = await screen.findByRole('article', { name: 'Bob :wave: renoted your note' });
    expect(within(item).getByText('my original thought')).toBeTruthy();
  });

  test('a notification whose note was deleted says so instead of failing', async () => {
    show([
      fromBob('reaction', undefined, { note: null, reaction: '👍' }),
      fromBob('reply', 'gone now', {
        note: noteBy(bob, 'gone now', { deletedAt: '2025-01-02T00:00:00.000Z' }),
      }),
      fromBob('follow'),
    ]);
    expect(await screen.findByRole('article', { name: 'Bob :wave: followed you' })).toBeTruthy();
    expect(screen.getAllByText('This note has since been deleted.')).toHaveLength(2);
    expect(screen.queryByText('gone now')).toBeNull();
  });
});
