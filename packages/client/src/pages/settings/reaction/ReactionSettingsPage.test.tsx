import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CustomEmojiStore, EMOJI_CACHE_KEY } from '../../../emoji/custom-emoji-store.ts';
import { loadUnicodeEmojis } from '../../../emoji/unicode-emoji.ts';
import { setCustomEmojiStore } from '../../../emoji/useCustomEmojis.ts';
import { SettingsProvider, SettingsStore } from '../../../store/index.ts';
import { UiHost } from '../../../ui/host/UiHost.tsx';
import { clearLayers } from '../../../ui/host/layer-store.ts';
import { configureUi } from '../../../ui/host/ui-config.ts';
import ReactionSettingsPage from './ReactionSettingsPage.tsx';

let store: SettingsStore;
beforeAll(async () => {
  await loadUnicodeEmojis();
});
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    EMOJI_CACHE_KEY,
    JSON.stringify({
      fetchedAt: Date.now(),
      emojis: [{ name: 'blobcat', aliases: [], category: null, url: '/emoji/blobcat.webp' }],
    }),
  );
  setCustomEmojiStore(new CustomEmojiStore({ storage: localStorage, fetchEmojis: async () => [] }));
  configureUi({ deviceKind: 'desktop', disableDrawer: false, animation: false, blur: false });
  store = new SettingsStore({
    storage: localStorage,
    accountId: null,
    env: { prefersReducedMotion: true, isMobile: false },
  });
  render(
    <SettingsProvider store={store} token={null}>
      <ReactionSettingsPage />
      <UiHost />
    </SettingsProvider>,
  );
});
afterEach(() => {
  act(() => clearLayers());
  cleanup();
  setCustomEmojiStore(null);
});

const list = () => screen.getByRole('list', { name: 'Reactions in the picker' });

describe('reaction settings', () => {
  test('the ten default reactions are listed with their names', () => {
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list()).getAllByRole('listitem')[9]?.textContent).toContain('custard');
  });

  test('a reaction can be removed, moved, and the defaults brought back', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Remove 👍' }));
    expect(store.get('reactions')[0]).toBe('❤️');
    fireEvent.click(screen.getByRole('button', { name: 'Move 😆 up' }));
    expect(store.get('reactions').slice(0, 2)).toEqual(['😆', '❤️']);
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(store.get('reactions')[0]).toBe('👍');
  });

  test('a reaction is added with the picker, at the end', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add a reaction' }));
    // the picker's code loads on first use: a cold load on a busy machine takes seconds
    const search = await screen.findByRole('searchbox', { name: 'Search emoji' }, { timeout: 5000 });
    fireEvent.change(search, { target: { value: 'blobcat' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(store.get('reactions').at(-1)).toBe(':blobcat:');
    expect(within(list()).getAllByRole('listitem').at(-1)?.querySelector('img')?.getAttribute('src')).toBe(
      '/emoji/blobcat.webp',
    );
  });

  test('the picker size settings are offered', () => {
    fireEvent.change(screen.getByLabelText('Width'), { target: { value: '4' } });
    expect(store.get('reactionPickerWidth')).toBe(4);
    expect(screen.getByLabelText('Emoji size')).toBeTruthy();
    expect(screen.getByLabelText('Height')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Open the picker from the bottom/ })).toBeTruthy();
  });

  test('an emoji is muted with the picker and unmuted from its list', async () => {
    expect(screen.getByText('No emoji is muted.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mute an emoji' }));
    // the picker's code loads on first use: a cold load on a busy machine takes seconds
    const search = await screen.findByRole('searchbox', { name: 'Search emoji' }, { timeout: 5000 });
    fireEvent.change(search, { target: { value: 'blobcat' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(store.get('mutedEmojis')).toEqual([':blobcat:']);
    const muted = screen.getByRole('list', { name: 'Muted emojis' });
    expect(within(muted).getByRole('listitem').querySelector('img')?.getAttribute('src')).toBe(
      '/emoji/blobcat.webp',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unmute :blobcat:' }));
    expect(store.get('mutedEmojis')).toEqual([]);
  });
});
