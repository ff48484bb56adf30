import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { calls, handlers, params, wrap, setupPageHarness } from '../../../test-support/page-test-harness.tsx';
import InstanceInfoPage from './InstanceInfoPage.tsx';

setupPageHarness();

const instance = {
  id: 'i1',
  firstRetrievedAt: '2025-01-01T00:00:00.000Z',
  host: 'misskey.example',
  usersCount: 1234,
  notesCount: 56789,
  followingCount: 3,
  followersCount: 4,
  isNotResponding: false,
  isSuspended: true,
  suspensionState: 'manuallySuspended',
  isBlocked: false,
  softwareName: 'misskey',
  softwareVersion: '2025.4.1',
  openRegistrations: true,
  name: 'Misskey Example',
  description: 'A server far away',
  maintainerName: 'Mai',
  maintainerEmail: null,
  isSilenced: false,
  isMediaSilenced: false,
  iconUrl: null,
  faviconUrl: null,
  themeColor: null,
  infoUpdatedAt: null,
  latestRequestReceivedAt: null,
};

describe('the instance page', () => {
  test('shows a known server: its name, software, counts and that delivery is suspended', async () => {
    handlers['i'] = () => ({ id: 'me1', username: 'alice', isAdmin: false, isModerator: false });
    handlers['federation/show-instance'] = () => instance;
    wrap(<InstanceInfoPage {...params({ host: 'misskey.example' })} />);
    expect(await screen.findByRole('heading', { name: 'Misskey Example' })).toBeTruthy();
    expect(screen.getByText('misskey 2025.4.1')).toBeTruthy();
    expect(screen.getByText((1234).toLocaleString())).toBeTruthy();
    expect(screen.getByText('Delivery suspended')).toBeTruthy();
    // not a moderator: nothing to moderate
    expect(screen.queryByRole('switch', { name: /Stop delivering/ })).toBeNull();
  });

  test('an administrator resumes delivery, blocks the server and keeps a note on it', async () => {
    handlers['i'] = () => ({ id: 'me1', username: 'alice', isAdmin: true, isModerator: false });
    handlers['federation/show-instance'] = () => instance;
    handlers['admin/meta'] = () => ({
      blockedHosts: ['other.example'],
      silencedHosts: [],
      mediaSilencedHosts: [],
    });
    wrap(<InstanceInfoPage {...params({ host: 'misskey.example' })} />);
    const suspended = await screen.findByRole('switch', { name: /Stop delivering to this server/ });
    expect((suspended as HTMLInputElement).checked).toBe(true);
    fireEvent.click(suspended);
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === 'admin/federation/update-instance')?.body).toMatchObject({
        host: 'misskey.example',
        isSuspended: false,
      }),
    );

    const block = screen.getByRole('switch', { name: /Block this server/ });
    await waitFor(() => expect((block as HTMLInputElement).disabled).toBe(false));
    expect((block as HTMLInputElement).checked).toBe(false);
    fireEvent.click(block);
    await waitFor(() =>
      expect(calls.find((c) => c.endpoint === 'admin/update-meta')?.body).toMatchObject({
        blockedHosts: ['other.example', 'misskey.example'],
      }),
    );

    fireEvent.change(screen.getByRole('textbox', { name: /Moderators’ note/ }), {
      target: { value: 'Spam wave in May' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.endpoint === 'admin/federation/update-instance')
          .map((c) => c.body.moderationNote),
      ).toContain('Spam wave in May'),
    );
  });

  test('a moderator who is not an administrator cannot change the host lists', async () => {
    handlers['i'] = () => ({ id: 'me1', username: 'alice', isAdmin: false, isModerator: true });
    handlers['federation/show-instance'] = () => instance;
    wrap(<InstanceInfoPage {...params({ host: 'misskey.example' })} />);
    await screen.findByRole('switch', { name: /Stop delivering to this server/ });
    expect(screen.queryByRole('switch', { name: /Block this server/ })).toBeNull();
  });

  test('a server this one has not met is said to be unknown', async () => {
    handlers['federation/show-instance'] = () => undefined;
    wrap(<InstanceInfoPage {...params({ host: 'nowhere.example' })} />);
    expect(
      await screen.findByText('This server has not met nowhere.example: it knows nothing about it yet.'),
    ).toBeTruthy();
  });
  test("charts the server's notes per day, and its follows per hour when asked", async () => {
    handlers['i'] = () => ({ id: 'me1', username: 'alice', isAdmin: false, isModerator: false });
    handlers['federation/show-instance'] = () => instance;
    const series = (n: number, base: number) => Array.from({ length: n }, (_, i) => base - i);
    handlers['charts/instance'] = (b) => {
      const n = b.limit as number;
      const counts = (base: number) => ({ total: series(n, base), inc: series(n, 0), dec: series(n, 0) });
      return {
        requests: { failed: series(n, 0), succeeded: series(n, 0), received: series(n, 0) },
        notes: { ...counts(56789), diffs: {} },
        users: counts(1234),
        following: counts(300),
        followers: counts(400),
        drive: { totalFiles: series(n, 9) },
      };
    };
    wrap(<InstanceInfoPage {...params({ host: 'misskey.example' })} />);
    const notes = await screen.findByRole('table', { name: 'Notes' });
    expect(notes.querySelectorAll('tbody tr')).toHaveLength(30);
    expect(notes.textContent).toContain('56789');
    expect(calls.find((c) => c.endpoint === 'charts/instance')?.body).toMatchObject({
      host: 'misskey.example',
      span: 'day',
      limit: 30,
    });

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'follows' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Per' }), { target: { value: 'hour' } });
    const follows = await screen.findByRole('table', { name: 'Follows' });
    await waitFor(() => expect(follows.querySelectorAll('tbody tr')).toHaveLength(48));
    expect(follows.textContent).toContain('Follows from there');
    expect(follows.textContent).toContain('Follows to there');
  });
});
