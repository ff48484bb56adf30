import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CustomEmojiStore } from '../../emoji/custom-emoji-store.ts';
import { setCustomEmojiStore } from '../../emoji/useCustomEmojis.ts';
import { fakeServer } from '../../../test-support/fake-server.ts';
import { renderWithApi, renderWithSettings } from '../../../test-support/settings-test-host.tsx';
import AboutPage from './AboutPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const META = {
  name: 'Cloud Town',
  version: '2026.7.0',
  maxNoteTextLength: 3000,
  maintainerName: 'Ada',
  maintainerEmail: null,
  serverRules: [],
  tosUrl: null,
  privacyPolicyUrl: null,
  impressumUrl: null,
  inquiryUrl: null,
};

function serve(meta: Record<string, unknown>) {
  // the meta this device keeps from an earlier test would be shown first
  localStorage.clear();
  fakeServer({
    meta: () => ({ ...META, ...meta }),
    stats: () => ({
      originalUsersCount: 1234,
      originalNotesCount: 56789,
      usersCount: 2000,
      notesCount: 90000,
    }),
  });
}

test("the server's own user and note counts are shown", async () => {
  serve({});
  renderWithApi(<AboutPage />);
  expect(await screen.findByText('1,234')).toBeTruthy();
  expect(screen.getByText('56,789')).toBeTruthy();
  expect(screen.getByText('Users')).toBeTruthy();
});

test('terms, privacy policy and contact links appear when the server gives them', async () => {
  serve({
    tosUrl: 'https://cloud.example/terms',
    privacyPolicyUrl: 'https://cloud.example/privacy',
    maintainerEmail: 'ada@cloud.example',
  });
  renderWithApi(<AboutPage />);
  const tos = await screen.findByRole('link', { name: 'Terms of service' });
  expect(tos.getAttribute('href')).toBe('https://cloud.example/terms');
  expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
    'https://cloud.example/privacy',
  );
  expect(screen.getByRole('link', { name: 'Contact the admins' }).getAttribute('href')).toBe(
    'mailto:ada@cloud.example',
  );
  expect(screen.queryByRole('link', { name: 'Impressum' })).toBeNull();
});

test('without links from the server there is no links section', async () => {
  serve({});
  renderWithApi(<AboutPage />);
  await screen.findByText('Cloud Town');
  expect(screen.queryByText('Policies and contact')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

test("the Emoji tab lists the server's custom emoji and the Federation tab the servers it has met", async () => {
  const emojis = [
    { name: 'kumo_happy', aliases: ['cloud'], category: 'Kumo', url: '/emoji/kumo_happy.webp' },
  ];
  localStorage.clear();
  setCustomEmojiStore(new CustomEmojiStore({ storage: localStorage, fetchEmojis: async () => emojis }));
  const server = fakeServer({
    meta: () => META,
    'federation/instances': () => [
      {
        id: 'i1',
        host: 'far.example',
        name: 'Far Town',
        softwareName: 'misskey',
        softwareVersion: '2026.7.0',
      },
    ],
  });
  renderWithSettings(<AboutPage />);
  await screen.findByText('Cloud Town');
  fireEvent.click(screen.getByRole('tab', { name: 'Emoji' }));
  expect(await screen.findByText(':kumo_happy:')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: 'Federation' }));
  const far = await screen.findByRole('link', { name: /Far Town/ });
  expect(far.getAttribute('href')).toBe('/instance-info/far.example');
  expect(screen.getByText(/misskey 2026\.7\.0/)).toBeTruthy();
  expect(server.sent('federation/instances')[0]).toMatchObject({ sort: '+pubSub' });
  setCustomEmojiStore(null);
});
