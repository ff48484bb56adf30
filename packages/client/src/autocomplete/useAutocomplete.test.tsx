import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CustomEmoji } from '../emoji/custom-emoji.ts';
import { CustomEmojiStore, EMOJI_CACHE_KEY } from '../emoji/custom-emoji-store.ts';
import { loadUnicodeEmojis } from '../emoji/unicode-emoji.ts';
import { setCustomEmojiStore } from '../emoji/useCustomEmojis.ts';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { AutocompleteTextarea } from './AutocompleteTextarea.tsx';

const CUSTOM: CustomEmoji[] = [
  { name: 'blobcat', aliases: ['cat'], category: null, url: '/emoji/blobcat.webp' },
];

beforeAll(async () => {
  await loadUnicodeEmojis();
});
beforeEach(() => {
  const storage = new Map([[EMOJI_CACHE_KEY, JSON.stringify({ fetchedAt: Date.now(), emojis: CUSTOM })]]);
  setCustomEmojiStore(
    new CustomEmojiStore({
      storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
      fetchEmojis: async () => CUSTOM,
    }),
  );
});
afterEach(() => {
  cleanup();
  setCustomEmojiStore(null);
  vi.unstubAllGlobals();
});

function Form({ onSubmitKey }: { onSubmitKey?: () => void }) {
  const [text, setText] = useState('');
  return (
    <AutocompleteTextarea
      aria-label="Text"
      value={text}
      onValueChange={setText}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === 'Escape') onSubmitKey?.();
      }}
    />
  );
}

function typeInto(field: HTMLTextAreaElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  field.setSelectionRange(text.length, text.length);
  fireEvent.keyUp(field, { key: text.at(-1) });
}

function setup(onSubmitKey?: () => void) {
  localStorage.clear();
  const store = new SettingsStore({
    storage: localStorage,
    accountId: null,
    env: { prefersReducedMotion: true, isMobile: false },
  });
  render(
    <SettingsProvider store={store} token={null}>
      <Form onSubmitKey={onSubmitKey} />
    </SettingsProvider>,
  );
  const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' });
  field.focus();
  return field;
}

describe('emoji suggestions', () => {
  test('typing :blob lists matching emoji; Enter inserts the highlighted one', async () => {
    const submit = vi.fn();
    const field = setup(submit);
    typeInto(field, 'hi :blob');
    // the first suggestions wait for the suggestion code to load (slow on a busy machine)
    const list = await screen.findByRole('listbox', { name: 'Suggestions' }, { timeout: 5000 });
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-label')).toBe(':blobcat:');
    // the field names the list once it has rendered (the attributes follow in the same commit or the next)
    await waitFor(() => expect(field.getAttribute('aria-controls')).toBe(list.id));
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('hi :blobcat:');
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  test('arrow keys move the highlight and Tab inserts it', async () => {
    const field = setup();
    typeInto(field, ':heart');
    await screen.findByRole('listbox');
    const options = screen.getAllByRole('option');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(field.value).toBe('❤️');
  });

  test('Escape closes the list without reaching the form, and it stays closed for that word', async () => {
    const submit = vi.fn();
    const field = setup(submit);
    typeInto(field, ':blob');
    await screen.findByRole('listbox');
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(submit).not.toHaveBeenCalled();
    fireEvent.keyUp(field, { key: 'ArrowLeft' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('a space after the word closes the list', async () => {
    const field = setup();
    typeInto(field, ':blob');
    await screen.findByRole('listbox');
    typeInto(field, ':blob ');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  test('clicking an option inserts it', async () => {
    const field = setup();
    typeInto(field, ':blob');
    await screen.findByRole('listbox');
    fireEvent.click(screen.getByRole('option', { name: ':blobcat:' }));
    expect(field.value).toBe(':blobcat:');
  });
});

describe('other triggers', () => {
  test('$[ lists MFM functions and inserts $[name ] with the caret inside', async () => {
    const field = setup();
    typeInto(field, '$[sp');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual([
      '$[spin]',
      '$[sparkle]',
    ]);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('$[spin ]');
    await waitFor(() => expect(field.selectionStart).toBe(7));
  });

  test('@ asks the server for users and inserts @username@host for a remote one', async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      expect(JSON.parse(String(init.body))).toMatchObject({ username: 'bo', detail: false });
      return new Response(
        JSON.stringify([
          {
            id: '1',
            username: 'bob',
            host: 'ドメイン.テスト',
            name: 'Bob',
            avatarUrl: null,
            avatarBlurhash: null,
          },
        ]),
        { status: 200 },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const field = setup();
    typeInto(field, 'hey @bo');
    await screen.findByRole('option', { name: '@bob@ドメイン.テスト' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('hey @bob@xn--eckwd4c7c.xn--zckzah ');
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/users/search-by-username-and-host');
  });

  test('# asks the server for hashtags', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(['kumo', 'kumori']), { status: 200 }));
    const field = setup();
    typeInto(field, '#ku');
    await screen.findByRole('option', { name: '#kumori' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('#kumori ');
  });

  test('leaving the field closes the list', async () => {
    const field = setup();
    typeInto(field, ':blob');
    await screen.findByRole('listbox');
    act(() => field.blur());
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});
