import type { entities } from 'misskey-js';
import { api } from '@/api/index.ts';
import { getLiveNote, updateLiveNote } from './live-notes.ts';
import { applyNoteUpdate } from './note-updates.ts';

/**
 * Toggles a reaction as Misskey does: the same reaction again removes it; another one replaces it.
 * The change shows at once and is undone if the server refuses.
 */
export async function toggleReaction(
  note: entities.Note,
  reaction: string,
  me: { id: string; token: string },
) {
  const previous = note.myReaction;
  const unreact = (r: string) =>
    updateLiveNote(note.id, (n) =>
      applyNoteUpdate(n, { type: 'unreacted', body: { reaction: r, userId: me.id } }, me.id),
    );
  const react = (r: string) =>
    updateLiveNote(note.id, (n) =>
      applyNoteUpdate(n, { type: 'reacted', body: { reaction: r, userId: me.id } }, me.id),
    );
  try {
    if (previous) {
      unreact(previous);
      await api('notes/reactions/delete', { noteId: note.id }, me.token);
      if (previous === reaction) return;
    }
    react(reaction);
    await api('notes/reactions/create', { noteId: note.id, reaction }, me.token);
  } catch (err) {
    const current = getLiveNote(note.id)?.myReaction ?? null;
    if (current !== previous) {
      if (current) unreact(current);
      if (previous) react(previous);
    }
    throw err;
  }
}
