// Resource module: notes (one note, its conversation and replies) and favorites.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { usePaged } from './paged.ts';

/** How many notes of a conversation one page reads. */
export const CONVERSATION_PAGE = 5;

export const noteKeys = {
  all: ['notes'] as const,
  one: (id: string) => [...noteKeys.all, 'one', id] as const,
  conversation: (id: string) => [...noteKeys.one(id), 'conversation'] as const,
  children: (id: string) => [...noteKeys.one(id), 'children'] as const,
  favorites: () => [...noteKeys.all, 'favorites'] as const,
};

export function useNote(noteId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: noteKeys.one(noteId ?? ''),
    queryFn: () => api('notes/show', { noteId: noteId! }),
    enabled: noteId !== null && noteId !== '',
  });
}

/** The notes a note replies to, read back page by page (by offset, nearest first). */
export function useConversation(noteId: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: noteKeys.conversation(noteId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api('notes/conversation', { noteId, limit: CONVERSATION_PAGE, offset: pageParam }),
    getNextPageParam: (last: entities.Note[], all) =>
      last.length === CONVERSATION_PAGE ? all.length * CONVERSATION_PAGE : undefined,
  });
}

/** The direct replies to a note (up to 30). */
export function useNoteChildren(noteId: string, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: noteKeys.children(noteId),
    queryFn: () => api('notes/children', { noteId, limit: 30 }),
    enabled,
  });
}

/** My favorites, the latest favorite first (each carries its note). */
export function useFavorites() {
  const api = useApi();
  return usePaged({
    queryKey: noteKeys.favorites(),
    fetch: (q) => api('i/favorites', q) as Promise<entities.NoteFavorite[]>,
  });
}
