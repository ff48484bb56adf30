import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { calls, handlers, params, wrap, setupPageHarness } from '../../../test-support/page-test-harness.tsx';
import AntennaEditPage from './AntennaEditPage.tsx';

setupPageHarness();

const antenna = {
  id: 'a1',
  createdAt: '2025-01-01T00:00:00.000Z',
  name: 'Cats',
  keywords: [['cat'], ['kitten', 'cute']],
  excludeKeywords: [['dog']],
  src: 'users',
  userListId: null,
  users: ['@bob'],
  caseSensitive: false,
  localOnly: false,
  excludeBots: false,
  withReplies: true,
  withFile: false,
  isActive: true,
  hasUnreadNote: false,
  notify: false,
  excludeNotesInSensitiveChannel: false,
};

describe('the antenna form', () => {
  test('a new antenna is sent with keyword lines split into words', async () => {
    handlers['antennas/create'] = (b) => ({ ...antenna, ...b, id: 'new1' });
    wrap(<AntennaEditPage {...params({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Give the antenna a name.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Antenna name' }), { target: { value: 'News' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Keywords' }), {
      target: { value: 'breaking news\nelection' },
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Leave out bot accounts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'antennas/create')).toBe(true));
    const body = calls.find((c) => c.endpoint === 'antennas/create')!.body;
    expect(body).toMatchObject({
      name: 'News',
      src: 'all',
      keywords: [['breaking', 'news'], ['election']],
      excludeKeywords: [],
      excludeBots: true,
      users: [],
      i: 'TOKEN',
    });
  });

  test('an existing antenna fills the form and saves with antennas/update', async () => {
    handlers['antennas/show'] = () => antenna;
    handlers['antennas/update'] = (b) => ({ ...antenna, ...b });
    wrap(<AntennaEditPage {...params({ antennaId: 'a1' })} />);
    const keywords = (await screen.findByRole('textbox', { name: 'Keywords' })) as HTMLTextAreaElement;
    expect(keywords.value).toBe('cat\nkitten cute');
    expect((screen.getByRole('textbox', { name: 'Users' }) as HTMLTextAreaElement).value).toBe('@bob');
    fireEvent.change(screen.getByRole('textbox', { name: 'Users' }), { target: { value: '@bob\n@carol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'antennas/update')).toBe(true));
    expect(calls.find((c) => c.endpoint === 'antennas/update')!.body).toMatchObject({
      antennaId: 'a1',
      users: ['@bob', '@carol'],
      excludeKeywords: [['dog']],
      withReplies: true,
    });
  });
});
