import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useCallback, useRef } from 'react';
import { useChannelEvent, useStreamReconnected } from '../stream/index.ts';
import { prependItems, trimToNewest } from './merge-notes.ts';
import { usePlaySound } from '../sound/index.ts';
import { useMe } from '../account/index.ts';
import { AT_TOP_PX, DISPLAY_LIMIT, GAP_FETCH_LIMIT, PAGE_SIZE } from './sources.ts';

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
      queryClient.setQueryData<InfiniteData<Note[], string | undefined>>(spec.queryKey, (data) => {
        if (!data) return data;
        const pages = prependItems(data.pages, notes);
        if (window.scrollY > AT_TOP_PX) return { ...data, pages };
        const trimmed = trimToNewest(pages, DISPLAY_LIMIT);
        return trimmed === pages ? { ...data, pages } : { pages: trimmed, pageParams: [undefined] };
      }),
    [queryClient, spec.queryKey],
  );

  // Notes arriving in a burst are added together, once per frame, so a busy stream costs one render per frame.
  const pending = useRef<Note[]>([]);
  const play = usePlaySound();
  const { account } = useMe();
  const flushScheduled = useRef(false);
  useChannelEvent(spec.channel ?? null, spec.channelParams, 'note', (body) => {
    pending.current.push(body as Note);
    if (flushScheduled.current) return;
    flushScheduled.current = true;
    const flush = () => {
      flushScheduled.current = false;
      const batch = pending.current;
      pending.current = [];
      prepend(batch);
      // spec P2 §3: one sound per burst, for my own note or someone else's
      play(batch.some((n) => n.userId === account?.id) ? 'noteMy' : 'note');
    };
    // a hidden tab gets no animation frames, but its list must still be current when it comes back
    if (document.hidden) setTimeout(flush, 250);
    else requestAnimationFrame(flush);
  });

  useStreamReconnected(() => {
    const data = queryClient.getQueryData<InfiniteData<Note[]>>(spec.queryKey);
    const newest = data?.pages[0]?.[0]?.id;
    if (!newest) return void query.refetch();
    void spec.fetch({ sinceId: newest, limit: GAP_FETCH_LIMIT }).then(prepend);
  });

  const notes = query.data?.pages.flat() ?? [];
  return { query, notes };
}
