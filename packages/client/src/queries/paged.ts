import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';

/** How many items one page of a list asks for, unless a list says otherwise. */
export const PAGE_SIZE = 20;

/**
 * The id every Misskey id sorts after (aid, aidx, meid, objectid, ulid are letters and digits), so
 * `sinceId` set to it reads a list from its oldest item.
 */
export const OLDEST_ID = '0';

/**
 * Where the next page starts: before the last item's id (Misskey's `untilId`), after it (`sinceId`,
 * oldest first) or at an offset.
 */
export interface PageCursor {
  untilId?: string;
  sinceId?: string;
  offset?: number;
  limit: number;
}

export interface PagedSpec<T> {
  queryKey: QueryKey;
  /** Fetches one page: items older than `untilId` (or at `offset`), `limit` at most. */
  fetch: (cursor: PageCursor) => Promise<T[]>;
  /**
   * `id` (default) pages with untilId, newest first; `oldest` with sinceId, oldest first (Misskey
   * answers a lone sinceId in ascending order); `offset` with an offset, for lists without ids in order.
   */
  cursor?: 'id' | 'oldest' | 'offset';
  pageSize?: number;
  enabled?: boolean;
  staleTime?: number;
}

export type PagedData<T> = InfiniteData<T[], PageCursor>;

/** The infinite-query options of a list read page by page; a short page means the end. */
export function pagedOptions<T extends { id: string }>(spec: PagedSpec<T>) {
  const limit = spec.pageSize ?? PAGE_SIZE;
  const byOffset = spec.cursor === 'offset';
  const oldestFirst = spec.cursor === 'oldest';
  return infiniteQueryOptions<T[], Error, PagedData<T>, QueryKey, PageCursor>({
    queryKey: spec.queryKey,
    queryFn: ({ pageParam }) => spec.fetch(pageParam),
    initialPageParam: byOffset
      ? { offset: 0, limit }
      : oldestFirst
        ? { sinceId: OLDEST_ID, limit }
        : { limit },
    getNextPageParam: (last, pages) => {
      if (last.length < limit) return undefined;
      if (byOffset) return { offset: pages.reduce((n, p) => n + p.length, 0), limit };
      if (oldestFirst) return { sinceId: last[last.length - 1]!.id, limit };
      return { untilId: last[last.length - 1]!.id, limit };
    },
    enabled: spec.enabled,
    staleTime: spec.staleTime,
  });
}

/** A list read page by page (see `pagedOptions`); render it with `<PagedList>`. */
export function usePaged<T extends { id: string }>(spec: PagedSpec<T>) {
  return useInfiniteQuery(pagedOptions(spec));
}

/** Every item of a paged list's loaded pages, in order. */
export function pagedItems<T>(data: PagedData<T> | undefined): T[] {
  return data?.pages.flat() ?? [];
}
