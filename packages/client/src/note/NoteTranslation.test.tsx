import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, expect, test, vi } from 'vitest';
import { apiAs } from '@/api/index.ts';
import { clearNoteTranslations, metaKeys } from '@/queries/index.ts';
import { apiError, fakeServer } from '../../test-support/fake-server.ts';
import { renderWithSettings } from '../../test-support/settings-test-host.tsx';
import { noteMenuItems } from './note-menu.tsx';
import { NoteTranslation } from './NoteTranslation.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearNoteTranslations();
});

const note = {
  id: 'n1',
  text: 'こんにちは **世界**',
  userId: 'u2',
  user: { id: 'u2', username: 'hana', host: null },
  emojis: {},
} as unknown as entities.Note;
const account = {
  id: 'u1',
  token: 'tok',
  username: 'alice',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};

function session(translatorAvailable: boolean, canUseTranslator = true) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(metaKeys.all, { translatorAvailable });
  return {
    account,
    me: { id: 'u1', policies: { canUseTranslator }, pinnedNoteIds: [] } as unknown as entities.MeDetailed,
    api: apiAs('tok'),
    queryClient,
  };
}

const translateItem = async (s: ReturnType<typeof session>) =>
  (await noteMenuItems(note, s)).find((i) => 'text' in i && i.text === 'Translate');

test('a server without a translator gets no Translate entry', async () => {
  fakeServer({ 'notes/state': () => ({ isFavorited: false, isMutedThread: false }) });
  expect(await translateItem(session(false))).toBeUndefined();
  expect(await translateItem(session(true, false))).toBeUndefined();
});

test('Translate asks the server in the UI language and shows the translation under the text', async () => {
  const server = fakeServer({
    'notes/state': () => ({ isFavorited: false, isMutedThread: false }),
    'notes/translate': () => ({ sourceLang: 'JA', text: 'Hello **world**' }),
  });
  renderWithSettings(<NoteTranslation note={note} />);
  const item = await translateItem(session(true));
  expect(item).toBeDefined();
  await act(async () => {
    if (item && item.type === 'button') item.action();
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(server.sent('notes/translate')).toEqual([{ noteId: 'n1', targetLang: 'en-US' }]);
  expect(await screen.findByText("Translated from ja by the server's translator")).toBeTruthy();
  // rendered as MFM: the bold stays bold, not stars
  expect(screen.getByText('world').tagName).toBe('B');
});

test('a refused translation leaves nothing under the note', async () => {
  fakeServer({
    'notes/state': () => ({ isFavorited: false, isMutedThread: false }),
    'notes/translate': () => apiError(400, 'UNAVAILABLE'),
  });
  renderWithSettings(<NoteTranslation note={note} />);
  const item = await translateItem(session(true));
  await act(async () => {
    if (item && item.type === 'button') item.action();
    await new Promise((r) => setTimeout(r, 10));
  });
  expect(screen.queryByRole('status')).toBeNull();
});
