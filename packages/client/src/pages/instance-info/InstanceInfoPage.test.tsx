import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { handlers, params, wrap, setupPageHarness } from '../../../test-support/page-test-harness.tsx';
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
    handlers['federation/show-instance'] = () => instance;
    wrap(<InstanceInfoPage {...params({ host: 'misskey.example' })} />);
    expect(await screen.findByRole('heading', { name: 'Misskey Example' })).toBeTruthy();
    expect(screen.getByText('misskey 2025.4.1')).toBeTruthy();
    expect(screen.getByText((1234).toLocaleString())).toBeTruthy();
    expect(screen.getByText('Delivery suspended')).toBeTruthy();
  });

  test('a server this one has not met is said to be unknown', async () => {
    handlers['federation/show-instance'] = () => undefined;
    wrap(<InstanceInfoPage {...params({ host: 'nowhere.example' })} />);
    expect(
      await screen.findByText('This server has not met nowhere.example: it knows nothing about it yet.'),
    ).toBeTruthy();
  });
});
