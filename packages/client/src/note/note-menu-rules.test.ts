import { describe, expect, it } from 'vitest';
import { noteMenuEntries, type NoteMenuViewer } from './note-menu-rules.ts';

const note = { id: 'n1', userId: 'alice', text: 'hello' };
const viewer = (id: string, extra: Partial<NoteMenuViewer> = {}): NoteMenuViewer => ({
  id,
  isAdmin: false,
  isModerator: false,
  pinnedNoteIds: [],
  ...extra,
});

describe('noteMenuEntries', () => {
  it('gives a visitor only the copy entries', () => {
    expect(noteMenuEntries(note, null, null)).toEqual(['details', 'divider', 'copyContent', 'copyLink']);
    expect(noteMenuEntries({ ...note, text: null }, null, null)).toEqual(['details', 'divider', 'copyLink']);
    expect(noteMenuEntries({ ...note, url: 'https://remote.example/notes/1' }, null, null)).toEqual([
      'details',
      'divider',
      'copyContent',
      'copyLink',
      'copyRemoteLink',
    ]);
  });

  it('offers Translate only when the server translates for the viewer and the note has text', () => {
    const state = { isFavorited: false, isMutedThread: false };
    expect(noteMenuEntries(note, viewer('bob', { canTranslate: true }), state)).toContain('translate');
    expect(noteMenuEntries(note, viewer('bob'), state)).not.toContain('translate');
    expect(
      noteMenuEntries({ ...note, text: null }, viewer('bob', { canTranslate: true }), state),
    ).not.toContain('translate');
  });

  it('gives the author pin, delete and delete-and-edit but no report', () => {
    expect(noteMenuEntries(note, viewer('alice'), { isFavorited: false, isMutedThread: false })).toEqual([
      'details',
      'divider',
      'copyContent',
      'copyLink',
      'divider',
      'favorite',
      'clip',
      'muteThread',
      'pin',
      'divider',
      'deleteAndEdit',
      'delete',
    ]);
  });

  it('flips favorite, thread muting and pin by their state', () => {
    const entries = noteMenuEntries(note, viewer('alice', { pinnedNoteIds: ['n1'] }), {
      isFavorited: true,
      isMutedThread: true,
    });
    expect(entries).toContain('unfavorite');
    expect(entries).toContain('unmuteThread');
    expect(entries).toContain('unpin');
    expect(entries).not.toContain('favorite');
    expect(entries).not.toContain('pin');
  });

  it("gives another user's note the author's submenu and report but neither pin nor delete", () => {
    const entries = noteMenuEntries(note, viewer('bob'), { isFavorited: false, isMutedThread: false });
    expect(entries).toEqual([
      'details',
      'divider',
      'copyContent',
      'copyLink',
      'divider',
      'favorite',
      'clip',
      'muteThread',
      'divider',
      'author',
      'report',
    ]);
  });

  it('lets a moderator or admin delete (not edit) anyone’s note, and still report it', () => {
    for (const v of [viewer('mod', { isModerator: true }), viewer('adm', { isAdmin: true })]) {
      const entries = noteMenuEntries(note, v, null);
      expect(entries).toContain('delete');
      expect(entries).toContain('report');
      expect(entries).not.toContain('deleteAndEdit');
      expect(entries).not.toContain('pin');
      expect(entries.at(-1)).toBe('delete');
    }
  });

  it("offers the note's page to everyone, the author's submenu only to other signed-in users", () => {
    expect(noteMenuEntries(note, null, null)[0]).toBe('details');
    expect(noteMenuEntries(note, viewer('alice'), null)[0]).toBe('details');
    expect(noteMenuEntries(note, null, null)).not.toContain('author');
    expect(noteMenuEntries(note, viewer('alice'), null)).not.toContain('author');
    expect(noteMenuEntries(note, viewer('bob'), null)).toContain('author');
  });

  it('falls back to favorite and mute when the state could not be read', () => {
    const entries = noteMenuEntries(note, viewer('bob'), null);
    expect(entries).toContain('favorite');
    expect(entries).toContain('muteThread');
  });
});
