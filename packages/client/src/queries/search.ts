// Resource module: search (notes by words, people by name).
import type { entities } from 'misskey-js';
import { useMemo } from 'react';
import { useApi } from '@/api/index.ts';
import { usePaged } from './paged.ts';
import type { NoteFeed } from './timelines.ts';

/** What notes/search is asked: the words and the optional author, server (`.` = this one) and channel. */
export interface NoteSearchParams {
  query: string;
  userId?: string;
  host?: string;
  channelId?: string;
}

export type UserSearchOrigin = 'combined' | 'local' | 'remote';

export const searchKeys = {
  all: ['search'] as const,
  notes: (p: NoteSearchParams) => [...searchKeys.all, 'notes', p] as const,
  users: (query: string, origin: UserSearchOrigin) => [...searchKeys.all, 'users', query, origin] as const,
};

/** Notes matching the search, newest first, paged like a timeline. */
export function useNoteSearchFeed(params: NoteSearchParams): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({ queryKey: searchKeys.notes(params), fetch: (q) => api('notes/search', { ...q, ...params }) }),
    // the params object is rebuilt on every render; its fields are what matter
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, params.query, params.userId, params.host, params.channelId],
  );
}

/** People matching the search (paged by offset, as Misskey's users/search). */
export function useUserSearch(query: string, origin: UserSearchOrigin) {
  const api = useApi();
  return usePaged({
    queryKey: searchKeys.users(query, origin),
    // with detail (the default) every answer is a UserDetailed
    fetch: async ({ offset, limit }) =>
      (await api('users/search', { query, origin, limit, offset, detail: true })) as entities.UserDetailed[],
    cursor: 'offset',
    pageSize: 30,
  });
}
