import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { CustomEmojiStore } from '../emoji/custom-emoji-store.ts';
import { loadUnicodeEmojis } from '../emoji/unicode-emoji.ts';
import { setCustomEmojiStore } from '../emoji/useCustomEmojis.ts';
import { SettingsStore } from '../store/index.ts';
import { fakeServer, type FakeServer } from '../../test-support/fake-server.ts';
import { renderWithSettings, TEST_ACCOUNT, TEST_ENV } from '../../test-support/settings-test-host.tsx';
import { UiHost } from '../ui/host/UiHost.tsx';
import { clearLayers } from '../ui/host/layer-store.ts';
import { configureUi } from '../ui/host/ui-config.ts';
import { ReactButton } from './ReactButton.tsx';

let calls: FakeServer['calls'];

beforeAll(async () => {
  await loadUnicodeEmojis();
});
beforeEach(() => {
  localStorage.clear();
  configureUi({ deviceKind: 'desktop', disableDrawer: false, animation: false, blur: false });
  setCustomEmojiStore(new CustomEmojiStore({ storage: localStorage, fetchEmojis: async () => [] }));
  calls = fakeServer({
    i: () => ({ id: TEST_ACCOUNT.id, username: 'me', roles: [] }),
    emojis: () => ({ emojis: [] }),
  }).calls;
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
    env: { ...TEST_ENV, prefersReducedMotion: true },
  });
  renderWithSettings(
    <>
      <ReactButton note={n} />
      <UiHost />
    </>,
    { signedIn: true, store },
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
