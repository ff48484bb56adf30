// Resource module: what the Explore page shows of the server (featured notes, people, public roles,
// trending hashtags). Each optional part is asked for only when the page shows it.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '@/api/index.ts';
import { usePaged } from './paged.ts';
import type { NoteFeed } from './timelines.ts';

/** The people lists of Explore: most followed, recently active, newcomers. */
export type ExploreUserSort = '+follower' | '+updatedAt' | '+createdAt';
/** Whose users: this server's, other servers' (as this server knows them), or both. */
export type ExploreUserOrigin = 'local' | 'remote' | 'combined';

/** How many people one section shows before "load more". */
export const EXPLORE_USERS_PAGE = 12;

export const exploreKeys = {
  all: ['explore'] as const,
  featured: () => [...exploreKeys.all, 'featured'] as const,
  pinnedUsers: () => [...exploreKeys.all, 'pinned-users'] as const,
  users: (origin: ExploreUserOrigin, sort: ExploreUserSort) =>
    [...exploreKeys.all, 'users', origin, sort] as const,
  roles: () => [...exploreKeys.all, 'roles'] as const,
  trendingTags: () => [...exploreKeys.all, 'trending-tags'] as const,
};

/** The server's featured notes (most reacted to lately), newest first. */
export function useFeaturedNotesFeed(): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({
      queryKey: exploreKeys.featured(),
      // notes/featured pages back only (no sinceId)
      fetch: ({ untilId, limit }) => api('notes/featured', { untilId, limit }),
    }),
    [api],
  );
}

/** The users the administrators pinned. */
export function usePinnedUsers({ enabled = true } = {}) {
  const api = useApi();
  return useQuery({ queryKey: exploreKeys.pinnedUsers(), queryFn: () => api('pinned-users', {}), enabled });
}

/** People who were active lately, in one order (paged by offset: `users` has no id order). */
export function useExploreUsers(origin: ExploreUserOrigin, sort: ExploreUserSort) {
  const api = useApi();
  return usePaged({
    queryKey: exploreKeys.users(origin, sort),
    fetch: ({ offset, limit }) => api('users', { origin, sort, state: 'alive', limit, offset }),
    cursor: 'offset',
    pageSize: EXPLORE_USERS_PAGE,
  });
}

/** The public roles listed for exploring (the server asks for a signed-in user). */
export function useExplorableRoles({ enabled = true } = {}) {
  const api = useApi();
  return useQuery({ queryKey: exploreKeys.roles(), queryFn: () => api('roles/list', {}), enabled });
}

/** The hashtags most people used in the last hour. */
export function useTrendingTags({ enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: exploreKeys.trendingTags(),
    queryFn: () => api('hashtags/trend', {}),
    enabled,
  });
}
