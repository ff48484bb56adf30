import { cleanup } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { act } from 'react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { newSettingsStore, renderWithSettings } from '../../test-support/settings-test-host.tsx';
import { NoteHeader } from './NoteHeader.tsx';

const note = {
  id: 'n1',
  createdAt: new Date().toISOString(),
  visibility: 'public',
  localOnly: false,
  user: { id: 'u1', username: 'alice', host: null, name: 'Alice', emojis: {}, avatarUrl: null },
} as unknown as entities.Note;

beforeEach(() =>
  localStorage.setItem('instance', JSON.stringify({ uri: 'https://kumo.example', name: 'Kumo' })),
);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

test('showFullAcct writes the server after a local user’s name', () => {
  const store = newSettingsStore();
  renderWithSettings(<NoteHeader note={note} />, { store });
  const acct = () => document.body.querySelector('.kumo-note-acct')?.textContent;
  expect(acct()).toBe('@alice');
  act(() => store.set('showFullAcct', true));
  expect(acct()).toBe('@alice@kumo.example');
});
