import { cleanup, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { newSettingsStore, renderWithSettings } from '../../test-support/settings-test-host.tsx';
import { NoteReactions } from './NoteReactions.tsx';

const note = {
  id: 'n1',
  reactions: { ':kumo@.:': 2, '❤': 1 },
  reactionEmojis: {},
  myReaction: null,
} as unknown as entities.Note;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('a note’s reactions', () => {
  test('a muted emoji is counted but not drawn', () => {
    const store = newSettingsStore();
    store.set('mutedEmojis', [':kumo:']);
    renderWithSettings(<NoteReactions note={note} />, { store });
    const muted = screen.getByRole('button', { name: 'Muted emoji: 2' });
    expect(muted.querySelector('img')).toBeNull();
    expect(muted.textContent).toBe('2');
    expect(screen.getByRole('button', { name: '❤: 1' })).toBeTruthy();
  });

  test('a Unicode reaction is drawn in the chosen emoji style', () => {
    const store = newSettingsStore();
    renderWithSettings(<NoteReactions note={note} />, { store });
    const heart = screen.getByRole('button', { name: '❤: 1' });
    expect(heart.querySelector('img.kumo-emoji')?.getAttribute('alt')).toBe('❤');
    cleanup();
    store.set('emojiStyle', 'native');
    renderWithSettings(<NoteReactions note={note} />, { store });
    const native = screen.getByRole('button', { name: '❤: 1' });
    expect(native.querySelector('img')).toBeNull();
    expect(native.textContent).toContain('❤');
  });

  test('without mutes every emoji is drawn', () => {
    renderWithSettings(<NoteReactions note={note} />);
    expect(screen.getByRole('button', { name: ':kumo:: 2' }).querySelector('img')).not.toBeNull();
  });
});
