import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { MeProvider } from '../account/index.ts';
import { CustomEmojiStore } from '../emoji/custom-emoji-store.ts';
import { loadUnicodeEmojis } from '../emoji/unicode-emoji.ts';
import { setCustomEmojiStore } from '../emoji/useCustomEmojis.ts';
import { SettingsProvider, SettingsStore } from '../store/index.ts';
import { UiHost } from '../ui/host/UiHost.tsx';
import { clearLayers } from '../ui/host/layer-store.ts';
import { configureUi } from '../ui/host/ui-config.ts';
import { ReactButton } from './ReactButton.tsx';

const account = {
  id: 'u-me',
  token: 'tok',
  username: 'me',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};
let calls: Array<{ endpoint: string; body: Record<string, unknown> }>;

beforeAll(async () => {
  await loadUnicodeEmojis();
});
beforeEach(() => {
  calls = [];
  localStorage.clear();
  configureUi({ deviceKind: 'desktop', disableDrawer: false, animation: false, blur: false });
  setCustomEmojiStore(new CustomEmojiStore({ storage: localStorage, fetchEmojis: async () => [] }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const endpoint = url.replace(/^.*\/api\//, '');
      calls.push({ endpoint, body: JSON.parse(String(init.body ?? '{}')) as Record<string, unknown> });
      if (endpoint === 'i')
        return new Response(JSON.stringify({ id: account.id, username: 'me', roles: [] }));
      if (endpoint === 'emojis') return new Response(JSON.stringify({ emojis: [] }));
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  act(() => clearLayers());
  cleanup();
  setCustomEmojiStore(null);
  vi.unstubAllGlobals();
});

const note = (extra: Partial<entities.Note> = {}) =>
  ({
    id: 'n1',
    user: { id: 'u-other', host: null },
    reactions: {},
    reactionEmojis: {},
    myReaction: null,
    reactionAcceptance: null,
    ...extra,
  }) as unknown as entities.Note;

function renderButton(n: entities.Note) {
  const store = new SettingsStore({
    storage: localStorage,
    accountId: null,
    env: { prefersReducedMotion: true, isMobile: false },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MeProvider account={account}>
        <SettingsProvider store={store} token={null}>
          <ReactButton note={n} />
          <UiHost />
        </SettingsProvider>
      </MeProvider>
    </QueryClientProvider>,
  );
}

const reactionCalls = () => calls.filter((c) => c.endpoint.startsWith('notes/reactions'));

describe('the react button', () => {
  test('opens the reaction picker; the pick becomes the reaction', async () => {
    renderButton(note());
    fireEvent.click(screen.getByRole('button', { name: 'React' }));
    const search = await screen.findByRole('searchbox', { name: 'Search emoji' });
    fireEvent.change(search, { target: { value: 'tada' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(reactionCalls()).toEqual([
        { endpoint: 'notes/reactions/create', body: { noteId: 'n1', reaction: '🎉', i: 'tok' } },
      ]),
    );
  });

  test('a note that accepts likes only gets a heart without a picker', async () => {
    renderButton(note({ reactionAcceptance: 'likeOnly' }));
    fireEvent.click(screen.getByRole('button', { name: 'React' }));
    await waitFor(() => expect(reactionCalls()[0]?.body.reaction).toBe('❤️'));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  test('after reacting, the button takes the reaction back', async () => {
    renderButton(note({ myReaction: '👍', reactions: { '👍': 1 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Take back my reaction' }));
    await waitFor(() => expect(reactionCalls().map((c) => c.endpoint)).toEqual(['notes/reactions/delete']));
  });
});
