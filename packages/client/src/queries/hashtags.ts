// Resource module: hashtags (the notes that carry one, the people whose profile carries one).
import { useMemo } from 'react';
import { useApi } from '@/api/index.ts';
import { usePaged } from './paged.ts';
import type { NoteFeed } from './timelines.ts';

export type HashtagUserSort = '+follower' | '+createdAt' | '+updatedAt';

export const hashtagKeys = {
  all: ['hashtags'] as const,
  notes: (tag: string) => [...hashtagKeys.all, 'notes', tag] as const,
  users: (tag: string, sort: HashtagUserSort) => [...hashtagKeys.all, 'users', tag, sort] as const,
};

/** Notes with the hashtag, newest first. */
export function useHashtagFeed(tag: string): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({ queryKey: hashtagKeys.notes(tag), fetch: (q) => api('notes/search-by-tag', { ...q, tag }) }),
    [api, tag],
  );
}

/** The people whose profile carries the hashtag (paged by offset: the list has no ids in order). */
export function useHashtagUsers(tag: string, sort: HashtagUserSort) {
  const api = useApi();
  return usePaged({
    queryKey: hashtagKeys.users(tag, sort),
    fetch: ({ offset, limit }) =>
      api('hashtags/users', { tag, sort, state: 'all', origin: 'combined', limit, offset }),
    cursor: 'offset',
    pageSize: 30,
  });
}
