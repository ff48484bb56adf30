import type { entities } from 'misskey-js';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { NotificationToasts } from './NotificationToasts.tsx';
import { fromBob } from '../../test-support/test-fixtures.ts';
import { clearNotificationToasts, pushNotificationToast } from './toast-queue.ts';

const env = { prefersReducedMotion: false, isMobile: false };

afterEach(() => act(() => clearNotificationToasts()));

function renderToasts(position: 'leftTop' | 'rightBottom' = 'rightBottom') {
  localStorage.clear();
  const store = new SettingsStore({ storage: localStorage, accountId: null, env });
  store.set('notificationPosition', position);
  render(
    <SettingsProvider store={store} token={null}>
      <NotificationToasts />
    </SettingsProvider>,
  );
}

test('a pop-up shows who did what and leads to the note', async () => {
  renderToasts();
  act(() => pushNotificationToast(fromBob('reply', 'see you at noon')));
  const log = screen.getByRole('log', { name: 'Notifications' });
  // the pop-up's code loads with the first one
  const link = await within(log).findByRole('link');
  expect(link.textContent).toContain('Bob  replied to you');
  expect(within(link).getByAltText(':wave:')).toBeTruthy();
  expect(link.textContent).toContain('see you at noon');
  expect(link.getAttribute('href')).toBe('/notes/n-see-you-at-noon');
});

test('pop-ups sit in the chosen corner, newest nearest to it', async () => {
  renderToasts('leftTop');
  act(() => {
    pushNotificationToast(fromBob('follow'));
    pushNotificationToast(fromBob('mention', 'hi'));
  });
  const log = screen.getByRole('log');
  expect(log.dataset.vertical).toBe('top');
  expect(log.dataset.horizontal).toBe('left');
  // the default axis is horizontal: from the left edge rightwards
  expect(log.style.flexDirection).toBe('row');
  expect((await within(log).findAllByRole('link'))[0]!.textContent).toContain('mentioned you');
});

test('the close button and a click on the pop-up both dismiss it', async () => {
  renderToasts();
  act(() => {
    pushNotificationToast(fromBob('follow'));
    pushNotificationToast(fromBob('mention', 'hi'));
  });
  fireEvent.click((await screen.findAllByRole('button', { name: 'Close' }))[0]!);
  expect(screen.getAllByRole('link')).toHaveLength(1);
  fireEvent.click(screen.getByRole('link'));
  expect(screen.queryAllByRole('link')).toHaveLength(0);
});

test('a new chat message pops up as a link to its conversation, with its text', async () => {
  renderToasts();
  const bob = (fromBob('follow') as { user: entities.UserLite }).user;
  act(() =>
    pushNotificationToast({
      id: 'chat:m1',
      createdAt: new Date().toISOString(),
      type: 'newChatMessage',
      user: bob,
      room: null,
      text: 'are you **there**?',
    }),
  );
  const link = await within(screen.getByRole('log')).findByRole('link');
  expect(link.textContent).toContain('New message from Bob');
  expect(link.textContent).toContain('are you there?');
  expect(link.getAttribute('href')).toBe(`/chat/user/${bob.id}`);
});
