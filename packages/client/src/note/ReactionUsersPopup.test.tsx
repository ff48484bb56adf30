import { act, fireEvent, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { apiError, fakeServer } from '../../test-support/fake-server.ts';
import { renderWithSettings } from '../../test-support/settings-test-host.tsx';
import { NoteReactions, REACTION_USERS_DELAY_MS } from './NoteReactions.tsx';

const note = {
  id: 'n1',
  user: { host: null },
  reactions: { '👍': 12, ':blobcat@remote.example:': 1 },
  reactionEmojis: { 'blobcat@remote.example': 'https://remote.example/emoji/blobcat.png' },
  reactionAcceptance: null,
  myReaction: null,
} as unknown as entities.Note;

const user = (id: string, name: string) => ({
  id,
  name,
  username: id,
  host: null,
  avatarUrl: null,
  avatarBlurhash: null,
  emojis: {},
});
const reactionOf = (id: string, name: string, type: string) => ({
  id: `r-${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  user: user(id, name),
  type,
});

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function restOn(chip: HTMLElement) {
  act(() => chip.focus());
  await act(() => vi.advanceTimersByTimeAsync(REACTION_USERS_DELAY_MS));
}

describe('who is behind a reaction chip', () => {
  test('resting on a chip lists the people who reacted so, and how many more there are', async () => {
    const server = fakeServer({
      'notes/reactions': () => [reactionOf('u1', 'Bob', '👍'), reactionOf('u2', 'Carol', '👍')],
    });
    renderWithSettings(<NoteReactions note={note} />);
    const chip = screen.getByRole('button', { name: '👍: 12' });
    await restOn(chip);
    const popup = await screen.findByRole('tooltip');
    expect(popup.textContent).toContain('Bob');
    expect(popup.textContent).toContain('Carol');
    expect(popup.textContent).toContain('and 10 more');
    await vi.waitFor(() => expect(popup.querySelector('.kumo-reaction-users-name')?.textContent).toBe('+1'));
    expect(chip.getAttribute('aria-describedby')).toBe(popup.id);
    expect(server.sent('notes/reactions')).toEqual([{ noteId: 'n1', type: '👍', limit: 10 }]);
    // the popup never takes the focus, and Escape closes it
    expect(document.activeElement).toBe(chip);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(chip.hasAttribute('aria-describedby')).toBe(false);
  });

  test('a custom emoji from another server shows its picture and name, though it cannot be pressed', async () => {
    const server = fakeServer({
      'notes/reactions': () => [reactionOf('u3', 'Dave', ':blobcat@remote.example:')],
    });
    renderWithSettings(<NoteReactions note={note} />);
    const chip = screen.getByRole('button', { name: ':blobcat@remote.example:: 1' });
    expect(chip.getAttribute('aria-disabled')).toBe('true');
    await restOn(chip);
    const popup = await screen.findByRole('tooltip');
    expect(popup.querySelector('img.kumo-custom-emoji')?.getAttribute('src')).toBe(
      'https://remote.example/emoji/blobcat.png',
    );
    expect(popup.textContent).toContain(':blobcat@remote.example:');
    expect(popup.textContent).toContain('Dave');
    expect(popup.textContent).toContain('1 in all');
    expect(server.sent('notes/reactions')[0]).toMatchObject({ type: ':blobcat@remote.example:' });
  });

  test('a reaction list the server refuses shows nothing', async () => {
    const server = fakeServer({ 'notes/reactions': () => apiError(403, 'ACCESS_DENIED') });
    renderWithSettings(<NoteReactions note={note} />);
    const chip = screen.getByRole('button', { name: '👍: 12' });
    await restOn(chip);
    await vi.waitFor(() => expect(server.sent('notes/reactions')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chip.hasAttribute('aria-describedby')).toBe(false);
  });

  test('leaving the chip before the delay asks nobody', async () => {
    const server = fakeServer({ 'notes/reactions': () => [] });
    renderWithSettings(<NoteReactions note={note} />);
    const chip = screen.getByRole('button', { name: '👍: 12' });
    act(() => chip.focus());
    act(() => chip.blur());
    await act(() => vi.advanceTimersByTimeAsync(REACTION_USERS_DELAY_MS * 2));
    expect(server.sent('notes/reactions')).toHaveLength(0);
  });
});
