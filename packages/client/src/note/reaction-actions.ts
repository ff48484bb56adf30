import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { useApi, type Api } from '@/api/index.ts';
import { claimAchievement, reactedWithoutReading } from '@/achievements/index.ts';
import { sameReaction } from '@/emoji/index.ts';
import { addReaction, removeReaction } from '@/queries/index.ts';
import { getLiveNote, updateLiveNote } from './live-notes.ts';
import { applyNoteUpdate } from './note-updates.ts';

/**
 * Toggles a reaction as Misskey does: the same reaction again removes it; another one replaces it.
 * The change shows at once and is undone if the server refuses.
 */
export async function toggleReaction(api: Api, note: entities.Note, reaction: string, myId: string) {
  const previous = note.myReaction;
  const unreact = (r: string) =>
    updateLiveNote(note.id, (n) =>
      applyNoteUpdate(n, { type: 'unreacted', body: { reaction: r, userId: myId } }, myId),
    );
  const react = (r: string) =>
    updateLiveNote(note.id, (n) =>
      applyNoteUpdate(n, { type: 'reacted', body: { reaction: r, userId: myId } }, myId),
    );
  try {
    if (previous) {
      unreact(previous);
      await removeReaction(api, note.id);
      if (sameReaction(previous, reaction)) return;
    }
    react(reaction);
    await addReaction(api, note.id, reaction);
    if (reactedWithoutReading(note, Date.now())) claimAchievement('reactWithoutRead', myId);
  } catch (err) {
    const current = getLiveNote(note.id)?.myReaction ?? null;
    if (!sameReaction(current, previous) && current !== previous) {
      if (current) unreact(current);
      if (previous) react(previous);
    }
    throw err;
  }
}

/** `toggleReaction` as the signed-in account; null for a visitor (who cannot react). */
export function useToggleReaction(): ((note: entities.Note, reaction: string) => Promise<void>) | null {
  const { account } = useMe();
  const api = useApi();
  return account ? (note, reaction) => toggleReaction(api, note, reaction, account.id) : null;
}
