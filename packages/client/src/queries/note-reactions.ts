// Resource module: who reacted to a note (`notes/reactions`) and who renoted it (`notes/renotes`).
import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { noteKeys } from './notes.ts';
import { usePaged } from './paged.ts';

/** How many people the popup of a reaction chip names, as Misskey's. */
export const REACTION_USERS_PREVIEW = 10;

export const noteReactionKeys = {
  /** The first people behind one reaction; the count is in the key, so a changed count reads afresh. */
  preview: (noteId: string, reaction: string, count: number) =>
    [...noteKeys.one(noteId), 'reactions', 'preview', reaction, count] as const,
  byType: (noteId: string, reaction: string) =>
    [...noteKeys.one(noteId), 'reactions', 'by-type', reaction] as const,
  renotes: (noteId: string) => [...noteKeys.one(noteId), 'renotes'] as const,
};

/**
 * The first people behind one reaction of a note, read when `enabled` (the chip's popup is wanted).
 * A server that refuses to say leaves it failed, never retried: the popup shows nothing then.
 */
export function useReactionUsers(noteId: string, reaction: string, count: number, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: noteReactionKeys.preview(noteId, reaction, count),
    queryFn: () => api('notes/reactions', { noteId, type: reaction, limit: REACTION_USERS_PREVIEW }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** Everyone who reacted to a note with one reaction, newest first, page by page. */
export function useNoteReactions(noteId: string, reaction: string | null) {
  const api = useApi();
  return usePaged({
    queryKey: noteReactionKeys.byType(noteId, reaction ?? ''),
    fetch: (q) =>
      api('notes/reactions', { ...q, noteId, type: reaction }) as Promise<entities.NoteReaction[]>,
    enabled: reaction !== null,
  });
}

/** The renotes of a note (each carries its user), newest first, page by page. */
export function useNoteRenotes(noteId: string, { enabled = true } = {}) {
  const api = useApi();
  return usePaged({
    queryKey: noteReactionKeys.renotes(noteId),
    fetch: (q) => api('notes/renotes', { ...q, noteId }),
    enabled,
  });
}
