import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fakeServer, type FakeServer } from '../../../../test-support/fake-server.ts';
import { renderWithSettings } from '../../../../test-support/settings-test-host.tsx';
import MuteBlockPage from './MuteBlockPage.tsx';
import { relationRows } from '../../../queries/index.ts';

const user = (id: string, username: string) => ({
  id,
  username,
  name: null,
  host: null,
  avatarUrl: null,
  emojis: {},
  isLocked: false,
});
let mutes: Array<Record<string, unknown>>;
let blocks: Array<Record<string, unknown>>;
let calls: FakeServer['calls'];

beforeEach(() => {
  mutes = [
    {
      id: 'm2',
      createdAt: '2026-01-02T00:00:00.000Z',
      expiresAt: '2030-05-01T10:00:00.000Z',
      muteeId: 'u2',
      mutee: user('u2', 'bob'),
    },
    {
      id: 'm1',
      createdAt: '2026-01-01T00:00:00.000Z',
      expiresAt: null,
      muteeId: 'u3',
      mutee: user('u3', 'carol'),
    },
  ];
  blocks = [
    { id: 'b1', createdAt: '2026-01-01T00:00:00.000Z', blockeeId: 'u4', blockee: user('u4', 'dave') },
  ];
  calls = fakeServer(
    {
      'mute/list': () => mutes,
      'blocking/list': () => blocks,
      'mute/delete': (body) => void (mutes = mutes.filter((m) => m.muteeId !== body.userId)),
    },
    () => [],
  ).calls;
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderWithSettings(<MuteBlockPage />, { signedIn: true });

test('muted users are listed with their expiry and can be unmuted', async () => {
  renderPage();
  const panel = await screen.findByRole('tabpanel', { name: 'Muted' });
  await within(panel).findByText('@bob');
  expect(within(panel).getByText(/Muted until .*2030/)).toBeTruthy();
  expect(within(panel).getByText('Muted until you unmute')).toBeTruthy();
  fireEvent.click(within(panel).getByRole('button', { name: 'Unmute: @bob' }));
  await waitFor(() => expect(within(panel).queryByText('@bob')).toBeNull());
  expect(calls.find((c) => c.endpoint === 'mute/delete')?.body).toMatchObject({ userId: 'u2', i: 'tok' });
  expect(within(panel).getByText('@carol')).toBeTruthy();
});

test('the blocks tab lists blocked users; an empty list says so', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('tab', { name: 'Blocked' }));
  const panel = await screen.findByRole('tabpanel', { name: 'Blocked' });
  expect(await within(panel).findByText('@dave')).toBeTruthy();
  expect(within(panel).getByRole('button', { name: 'Unblock: @dave' })).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Renotes hidden' }));
  expect(await screen.findByText('You are not hiding anyone’s renotes.')).toBeTruthy();
  expect(screen.getByRole('link', { name: /Muted words/ }).getAttribute('href')).toBe(
    '/secure/settings/word-mute',
  );
});

test('list answers become rows with the user and, for mutes, the expiry', () => {
  expect(relationRows(blocks as never)).toEqual([
    { id: 'b1', createdAt: '2026-01-01T00:00:00.000Z', user: blocks[0]!.blockee },
  ]);
  expect(relationRows(mutes as never)[0]).toMatchObject({ id: 'm2', expiresAt: '2030-05-01T10:00:00.000Z' });
});
