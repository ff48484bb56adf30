import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CustomEmoji } from '../emoji/custom-emoji.ts';
import { CustomEmojiStore, EMOJI_CACHE_KEY } from '../emoji/custom-emoji-store.ts';
import { loadUnicodeEmojis } from '../emoji/unicode-emoji.ts';
import { setCustomEmojiStore } from '../emoji/useCustomEmojis.ts';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { UiHost } from '../ui/host/UiHost.tsx';
import { clearLayers } from '../ui/host/layer-store.ts';
import { configureUi } from '../ui/host/ui-config.ts';
import { EmojiPicker } from './EmojiPicker.tsx';
import { openEmojiPicker } from './open-emoji-picker.tsx';

const CUSTOM: CustomEmoji[] = [
  { name: 'blobcat', aliases: ['cat', 'neko'], category: 'Blobs', url: '/emoji/blobcat.webp' },
  { name: 'blobheart', aliases: ['love'], category: 'Blobs', url: '/emoji/blobheart.webp' },
  { name: 'spicy', aliases: [], category: 'Other', url: '/emoji/spicy.webp', isSensitive: true },
];

let settings: SettingsStore;

beforeAll(async () => {
  await loadUnicodeEmojis();
});

beforeEach(() => {
  localStorage.clear();
  const storage = new Map([[EMOJI_CACHE_KEY, JSON.stringify({ fetchedAt: Date.now(), emojis: CUSTOM })]]);
  setCustomEmojiStore(
    new CustomEmojiStore({
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
      fetchEmojis: async () => CUSTOM,
    }),
  );
  settings = new SettingsStore({
    storage: localStorage,
    accountId: null,
    env: { prefersReducedMotion: true, isMobile: false },
  });
  configureUi({ deviceKind: 'desktop', disableDrawer: false, animation: false, blur: false });
});

afterEach(() => {
  act(() => clearLayers());
  cleanup();
  setCustomEmojiStore(null);
});

function renderPicker(props: Partial<Parameters<typeof EmojiPicker>[0]> = {}) {
  const onChosen = vi.fn();
  render(
    <SettingsProvider store={settings} token={null}>
      <EmojiPicker onChosen={onChosen} {...props} />
    </SettingsProvider>,
  );
  return { onChosen, search: screen.getByRole('searchbox', { name: 'Search emoji' }) };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const results = () => screen.getByRole('group', { name: 'Search results' });

describe('searching in the picker', () => {
  test('Enter picks the exact match and records it as recently used', () => {
    const { onChosen, search } = renderPicker();
    type(search, ':heart:');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChosen).toHaveBeenCalledWith('❤️');
    expect(settings.get('recentlyUsedEmojis')[0]).toBe('❤️');
  });

  test('without an exact match Enter picks the first result', () => {
    const { onChosen, search } = renderPicker();
    type(search, 'blob');
    expect(within(results()).getAllByRole('button')[0]?.getAttribute('aria-label')).toBe(':blobcat:');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChosen).toHaveBeenCalledWith(':blobcat:');
  });

  test('results are buttons named :name: for custom emoji and by name for Unicode ones', () => {
    const { search } = renderPicker();
    type(search, 'thumbs');
    expect(within(results()).getByRole('button', { name: '+1' })).toBeTruthy();
  });

  test('nothing found says so', () => {
    const { search } = renderPicker();
    type(search, 'zzzzqq');
    expect(screen.getByRole('status').textContent).toBe('No emoji found.');
  });

  test('ArrowDown moves into the results, arrows move between them, and a click picks', () => {
    const { onChosen, search } = renderPicker();
    type(search, 'blob');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const [first, second] = within(results()).getAllByRole('button');
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search);
    fireEvent.click(second!);
    expect(onChosen).toHaveBeenCalledWith(':blobheart:');
  });

  test('ArrowDown in the grid moves a whole row down', () => {
    const { search } = renderPicker();
    type(search, 'face');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const cells = within(results()).getAllByRole('button');
    fireEvent.keyDown(cells[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cells[7]); // default grid: 7 columns
  });
});

describe('the tabs', () => {
  test('the first tab shows the pinned reactions and the recently used emoji', () => {
    settings.set('recentlyUsedEmojis', [':blobcat:', '🎉']);
    renderPicker({ asReactionPicker: true });
    const pinned = screen.getByRole('group', { name: 'Your reactions' });
    expect(within(pinned).getAllByRole('button')).toHaveLength(10);
    const recent = screen.getByRole('group', { name: 'Recently used' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([':blobcat:', 'tada']);
  });

  test('the custom tab lists emoji by category, opened with the category heading', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('tab', { name: 'Custom emoji' }));
    const heading = screen.getByRole('button', { name: /Blobs/ });
    expect(heading.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(heading);
    expect(within(screen.getByRole('group', { name: 'Blobs' })).getAllByRole('button')).toHaveLength(2);
  });

  test('the Unicode tab has the nine categories', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('tab', { name: 'Unicode emoji' }));
    for (const name of ['Smileys', 'People', 'Animals and nature', 'Food and drink', 'Flags'])
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeTruthy();
  });

  test('the tags tab groups custom emoji by alias', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('tab', { name: 'Tags' }));
    fireEvent.click(screen.getByRole('button', { name: /^neko/ }));
    expect(
      within(screen.getByRole('group', { name: 'neko' })).getByRole('button', { name: ':blobcat:' }),
    ).toBeTruthy();
  });
});

describe('as a reaction picker', () => {
  const note = { reactionAcceptance: 'nonSensitiveOnly', user: { host: null } } as unknown as entities.Note;

  test('sensitive custom emoji are not offered when the note takes non-sensitive reactions only', () => {
    const { search } = renderPicker({ asReactionPicker: true, note });
    type(search, 'spicy');
    expect(within(results()).queryByRole('button', { name: ':spicy:' })).toBeNull();
  });

  test('the same emoji is offered in the plain picker', () => {
    const { search } = renderPicker();
    type(search, 'spicy');
    expect(within(results()).getByRole('button', { name: ':spicy:' })).toBeTruthy();
  });

  test('the grid follows the reaction picker settings', () => {
    settings.set('reactionPickerWidth', 5);
    settings.set('reactionPickerSize', 3);
    renderPicker({ asReactionPicker: true });
    const picker = screen.getByRole('dialog', { name: 'Emoji picker' });
    expect(picker.style.getPropertyValue('--kumo-emoji-cols')).toBe('9');
    expect(picker.style.getPropertyValue('--kumo-emoji-cell')).toBe('50px');
  });
});

describe('opening the picker', () => {
  function host() {
    render(
      <SettingsProvider store={settings} token={null}>
        <button type="button">anchor</button>
        <UiHost />
      </SettingsProvider>,
    );
    return screen.getByRole('button', { name: 'anchor' });
  }

  test('it opens as a popup next to its anchor, focused on the search box, and closes after a pick', async () => {
    const anchor = host();
    const onChosen = vi.fn();
    let closed: Promise<void> = Promise.resolve();
    act(() => {
      closed = openEmojiPicker({ anchor, onChosen });
    });
    expect(document.querySelector('.kumo-modal')?.getAttribute('data-presentation')).toBe('popup');
    const search = screen.getByRole('searchbox', { name: 'Search emoji' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    type(search, 'tada');
    fireEvent.keyDown(search, { key: 'Enter' });
    await act(() => closed);
    expect(onChosen).toHaveBeenCalledWith('🎉');
  });

  test('on a phone it is a drawer, unless the drawer setting is off', async () => {
    configureUi({ deviceKind: 'smartphone' });
    const anchor = host();
    act(() => void openEmojiPicker({ anchor, onChosen: () => {} }));
    expect(document.querySelector('.kumo-modal')?.getAttribute('data-presentation')).toBe('drawer');
    act(() => clearLayers());
    act(() => void openEmojiPicker({ anchor, onChosen: () => {}, useDrawerOnMobile: false }));
    expect(document.querySelector('.kumo-modal')?.getAttribute('data-presentation')).toBe('popup');
  });

  test('the window button moves the picker into a window that stays open after picks', async () => {
    const anchor = host();
    const onChosen = vi.fn();
    act(() => void openEmojiPicker({ anchor, onChosen }));
    fireEvent.click(screen.getByRole('button', { name: 'Open in a window' }));
    await waitFor(() => expect(document.querySelector('.kumo-window')).not.toBeNull());
    const search = within(document.querySelector<HTMLElement>('.kumo-window')!).getByRole('searchbox');
    type(search, 'tada');
    fireEvent.keyDown(search, { key: 'Enter' });
    type(search, 'heart');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChosen.mock.calls).toEqual([['🎉'], ['❤️']]);
    expect(document.querySelector('.kumo-window')).not.toBeNull();
  });
});
