// Resource module: notes (one note, its conversation, its replies and quotes) and favorites.
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { entities } from 'misskey-js';
import { apiAs, useApi, type Api } from '@/api/index.ts';
import { setCachedMe } from './account.ts';
import { useApiMutation, type ApiMutationOptions } from './mutation.ts';
import { usePaged, type PagedData } from './paged.ts';
import { userKeys } from './users.ts';

/** How many notes of a conversation one page reads. */
export const CONVERSATION_PAGE = 5;

export const noteKeys = {
  all: ['notes'] as const,
  one: (id: string) => [...noteKeys.all, 'one', id] as const,
  conversation: (id: string) => [...noteKeys.one(id), 'conversation'] as const,
  /** A note's replies and quotes, oldest first, read `pageSize` at a time. */
  children: (id: string, pageSize: number) => [...noteKeys.one(id), 'children', pageSize] as const,
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

/**
 * The replies to a note and its quotes (Misskey's `notes/children`), oldest first as a conversation
 * reads, `pageSize` at a time.
 */
export function useNoteChildren(
  noteId: string,
  { pageSize, enabled = true }: { pageSize: number; enabled?: boolean },
) {
  const api = useApi();
  return usePaged({
    queryKey: noteKeys.children(noteId, pageSize),
    fetch: (q) => api('notes/children', { ...q, noteId }),
    cursor: 'oldest',
    pageSize,
    enabled,
  });
}

/**
 * A reply or quote just posted joins the conversation of the note it answers wherever that
 * conversation is shown to its end (a longer one shows it when read that far): no reload needed.
 */
export function addPostedChild(queryClient: QueryClient, note: entities.Note): void {
  const parentId = note.replyId ?? (note.renoteId && note.text ? note.renoteId : null);
  if (!parentId) return;
  const counted = note.replyId ? 'repliesCount' : 'renoteCount';
  // the parent, where it is itself a reply in a conversation, now has an answer to draw under it
  const isChildren = (key: readonly unknown[]) => key[0] === noteKeys.all[0] && key[3] === 'children';
  queryClient.setQueriesData<PagedData<entities.Note>>(
    { predicate: (q) => isChildren(q.queryKey) },
    (data) =>
      data?.pages.some((p) => p.some((n) => n.id === parentId))
        ? {
            ...data,
            pages: data.pages.map((p) =>
              p.map((n) => (n.id === parentId ? { ...n, [counted]: n[counted] + 1 } : n)),
            ),
          }
        : data,
  );
  const prefix = [...noteKeys.one(parentId), 'children'];
  for (const [key, data] of queryClient.getQueriesData<PagedData<entities.Note>>({ queryKey: prefix })) {
    const pageSize = key.at(-1);
    const last = data?.pages.at(-1);
    if (!data || !last || typeof pageSize !== 'number' || last.length >= pageSize) continue;
    if (data.pages.some((p) => p.some((n) => n.id === note.id))) continue;
    queryClient.setQueryData<PagedData<entities.Note>>(key, {
      ...data,
      pages: [...data.pages.slice(0, -1), [...last, note]],
    });
  }
}

/** `addPostedChild` for this page's cache. */
export function useAddPostedChild(): (note: entities.Note) => void {
  const queryClient = useQueryClient();
  return useCallback((note) => addPostedChild(queryClient, note), [queryClient]);
}

/** My favorites, the latest favorite first (each carries its note). */
export function useFavorites() {
  const api = useApi();
  return usePaged({
    queryKey: noteKeys.favorites(),
    fetch: (q) => api('i/favorites', q) as Promise<entities.NoteFavorite[]>,
  });
}

// Note actions. The note menu is built outside React, so these take the account's `Api` (from
// `useApi()`) and the cache; each keeps the views that show its effect up to date.

/** A note, or null when it cannot be read (deleted, not visible). */
export function findNote(api: Api, noteId: string): Promise<entities.Note | null> {
  return api('notes/show', { noteId }).catch(() => null);
}

/** Users by id (a note's recipients), in one call. */
export async function findUsers(api: Api, userIds: string[]): Promise<entities.UserLite[]> {
  if (userIds.length === 0) return [];
  return (await api('users/show', { userIds })) as unknown as entities.UserLite[];
}

export function deleteNote(api: Api, noteId: string) {
  return api('notes/delete', { noteId });
}

/** Whether I favorited the note and muted its thread. */
export function noteState(api: Api, noteId: string) {
  return api('notes/state', { noteId });
}

/** Reports a user to the moderators. */
export function reportUser(api: Api, userId: string, comment: string) {
  return api('users/report-abuse', { userId, comment });
}

/** Mutes or unmutes a note's thread (no more notifications from it). */
export function setThreadMuted(api: Api, noteId: string, on: boolean) {
  return api(on ? 'notes/thread-muting/create' : 'notes/thread-muting/delete', { noteId });
}

/** Marks a note as a favorite or not; the favorites list is read again. */
export async function setFavorite(api: Api, queryClient: QueryClient, noteId: string, on: boolean) {
  await api(on ? 'notes/favorites/create' : 'notes/favorites/delete', { noteId });
  void queryClient.invalidateQueries({ queryKey: noteKeys.favorites() });
}

/** Pins a note to my profile or unpins it: my entry takes the answer, my profile is read again. */
export async function setPinned(api: Api, queryClient: QueryClient, noteId: string, on: boolean) {
  const me = await api(on ? 'i/pin' : 'i/unpin', { noteId });
  setCachedMe(queryClient, me);
  void queryClient.invalidateQueries({ queryKey: userKeys.byId(me.id) });
}

/** Reacts to a note (a note holds one reaction of mine at most). */
export function addReaction(api: Api, noteId: string, reaction: string) {
  return api('notes/reactions/create', { noteId, reaction });
}

export function removeReaction(api: Api, noteId: string) {
  return api('notes/reactions/delete', { noteId });
}

export interface PollVote {
  noteId: string;
  choice: number;
}

/** Votes for a choice of a note's poll. */
export function useVote(options: Pick<ApiMutationOptions<PollVote, unknown>, 'onError'> = {}) {
  return useApiMutation((api, v: PollVote) => api('notes/polls/vote', v), options);
}

/**
 * Renotes `note` (public stays public, anything else as home). A plain call rather than a mutation
 * hook: every note's footer offers it, and a mutation observer for each was a cost on every note drawn.
 */
export function renoteNote(api: Api, note: Pick<entities.Note, 'id' | 'visibility'>) {
  return api('notes/create', {
    renoteId: note.id,
    visibility: note.visibility === 'public' ? 'public' : 'home',
  });
}

/** Renotes `noteId` into a channel (it shows in that channel's timeline). */
export function renoteIntoChannel(api: Api, noteId: string, channelId: string) {
  return api('notes/create', { renoteId: noteId, channelId });
}

/** A note as another signed-in account sees it (the post form, posting as that account, shows its quote). */
export function useNoteAs(noteId: string | null, account: { id: string; token: string } | null) {
  return useQuery({
    queryKey: [...noteKeys.one(noteId ?? ''), 'as', account?.id ?? null],
    queryFn: () => apiAs(account?.token ?? null)('notes/show', { noteId: noteId! }),
    enabled: noteId !== null,
  });
}
