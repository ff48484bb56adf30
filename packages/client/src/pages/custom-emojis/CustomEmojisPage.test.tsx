import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CustomEmojiStore, EMOJI_CACHE_KEY } from '../../emoji/custom-emoji-store.ts';
import { setCustomEmojiStore } from '../../emoji/useCustomEmojis.ts';
import CustomEmojisPage from './CustomEmojisPage.tsx';

const EMOJIS = [
  { name: 'blobcat', aliases: ['neko'], category: 'Blobs', url: '/emoji/blobcat.webp' },
  { name: 'blobfox', aliases: [], category: 'Blobs', url: '/emoji/blobfox.webp' },
  { name: 'kumo', aliases: ['cloud'], category: null, url: '/emoji/kumo.webp' },
  {
    name: 'vip',
    aliases: [],
    category: 'Blobs',
    url: '/emoji/vip.webp',
    roleIdsThatCanBeUsedThisEmojiAsReaction: ['r'],
  },
  { name: 'waiting', aliases: [], category: 'Blobs', url: '/emoji/waiting.webp', status: 'PENDING' },
];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(EMOJI_CACHE_KEY, JSON.stringify({ fetchedAt: Date.now(), emojis: EMOJIS }));
  setCustomEmojiStore(new CustomEmojiStore({ storage: localStorage, fetchEmojis: async () => EMOJIS }));
  render(<CustomEmojisPage />);
});
afterEach(() => {
  cleanup();
  setCustomEmojiStore(null);
});

describe('the custom emoji page', () => {
  test('lists the approved emoji by category, uncategorised ones under Other', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Blobs', 'Other']);
    expect(screen.getByText(':vip:')).toBeTruthy();
    expect(screen.queryByText(':waiting:')).toBeNull();
    expect(screen.getByText('4 emoji')).toBeTruthy();
  });

  test('search matches names and aliases', () => {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search custom emoji' }), {
      target: { value: 'cloud' },
    });
    const found = screen.getByRole('region', { name: 'Search results' });
    expect(
      within(found)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([':kumo:cloud']);
  });
});
