import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useCallback } from 'react';
import { useChannelEvent, useStreamReconnected } from '../stream/index.ts';
import { prependItems } from './merge-notes.ts';
import { GAP_FETCH_LIMIT, PAGE_SIZE } from './sources.ts';

type Note = entities.Note;

export interface TimelineSpec {
  /** Identifies the list in the query cache. */
  queryKey: readonly unknown[];
  /** Fetches notes older than `untilId` (or the newest) or newer than `sinceId`. */
  fetch: (q: { untilId?: string; sinceId?: string; limit: number }) => Promise<Note[]>;
  /** Realtime channel delivering `note` events, if any. */
  channel?: string | null;
  channelParams?: Record<string, unknown>;
}

/**
 * A paginated note list: older pages load on demand, new notes arrive over the stream, and after a
 * reconnect the notes missed meanwhile are fetched with sinceId (no gap, no duplicates).
 */
export function useTimeline(spec: TimelineSpec) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: spec.queryKey,
    queryFn: ({ pageParam }) => spec.fetch({ untilId: pageParam, limit: PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Note[]) => (last.length === 0 ? undefined : last[last.length - 1]!.id),
    staleTime: Infinity,
  });

  const prepend = useCallback(
    (notes: Note[]) =>
      queryClient.setQueryData<InfiniteData<Note[], string | undefined>>(spec.queryKey, (data) =>
        data ? { ...data, pages: prependItems(data.pages, notes) } : data,
      ),
    [queryClient, spec.queryKey],
  );

  useChannelEvent(spec.channel ?? null, spec.channelParams, 'note', (body) => prepend([body as Note]));

  useStreamReconnected(() => {
    const data = queryClient.getQueryData<InfiniteData<Note[]>>(spec.queryKey);
    const newest = data?.pages[0]?.[0]?.id;
    if (!newest) return void query.refetch();
    void spec.fetch({ sinceId: newest, limit: GAP_FETCH_LIMIT }).then(prepend);
  });

  const notes = query.data?.pages.flat() ?? [];
  return { query, notes };
}
