import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useCallback, useRef, useState } from 'react';
import { claimAchievement, createRateWatch } from '@/achievements/index.ts';
import { useCatchUpOnJoin, useChannelEvent, useStreamReconnected } from '@/stream/index.ts';
import { prependItems, trimToNewest } from './merge-notes.ts';
import { noteSoundEvent, usePlaySound } from '@/sound/index.ts';
import { useMe } from '@/account/index.ts';
import { fromStream } from '@/note/index.ts';
import { AT_TOP_PX, DISPLAY_LIMIT, GAP_FETCH_LIMIT } from './sources.ts';
import { scheduleStreamDraw, takeDrawChunk } from '@/ui/index.ts';
import { feedQueryOptions, type NoteFeed } from '@/queries/index.ts';

type Note = entities.Note;

/** The feed a timeline shows (see queries/timelines.ts). */
export type TimelineSpec = NoteFeed;

export interface TimelineOptions {
  /**
   * True while the reader is scrolled away from the top. New notes then wait in a queue (announced,
   * not inserted) so that nothing the reader looks at moves; without it the window's scroll decides
   * only whether the list is trimmed.
   */
  isScrolledDown?: () => boolean;
}

/**
 * A paginated note list: older pages load on demand, new notes arrive over the stream, and once the
 * channel is joined and after a reconnect the notes missed meanwhile are fetched with sinceId (no
 * gap, no duplicates).
 */
export function useTimeline(spec: TimelineSpec, options: TimelineOptions = {}) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(feedQueryOptions(spec));
  const scrolledDown = options.isScrolledDown;

  const prepend = useCallback(
    (notes: Note[]) =>
      queryClient.setQueryData<InfiniteData<Note[], string | undefined>>(spec.queryKey, (data) => {
        if (!data) return data;
        const pages = prependItems(data.pages, notes);
        if (scrolledDown ? scrolledDown() : window.scrollY > AT_TOP_PX) return { ...data, pages };
        const trimmed = trimToNewest(pages, DISPLAY_LIMIT);
        return trimmed === pages ? { ...data, pages } : { pages: trimmed, pageParams: [undefined] };
      }),
    [queryClient, spec.queryKey, scrolledDown],
  );

  // Notes that arrived while the reader was scrolled down, newest first (a ref, read by the release).
  const queue = useRef<Note[]>([]);
  const [queuedCount, setQueuedCount] = useState(0);
  const receive = useCallback(
    (notes: Note[]) => {
      if (notes.length === 0) return;
      if (!scrolledDown?.()) return prepend(notes);
      const data = queryClient.getQueryData<InfiniteData<Note[]>>(spec.queryKey);
      const shown = new Set(data?.pages.flatMap((p) => p.map((n) => n.id)));
      queue.current = prependItems(
        [queue.current],
        notes.filter((n) => !shown.has(n.id)),
      )[0]!;
      setQueuedCount(queue.current.length);
    },
    [prepend, scrolledDown, queryClient, spec.queryKey],
  );
  /** Puts the queued notes into the list (the reader is back at the top or asked for them). */
  const releaseQueue = useCallback(() => {
    const q = queue.current;
    if (q.length === 0) return;
    queue.current = [];
    setQueuedCount(0);
    prepend(q);
  }, [prepend]);

  // Notes arriving in a burst are added together (a large one in parts, see takeDrawChunk), so a
  // busy stream costs one render per draw, not one per note.
  const pending = useRef<Note[]>([]);
  const drawingBacklog = useRef(false);
  const play = usePlaySound();
  const { account } = useMe();
  const homeRate = useRef(createRateWatch());
  // a note posted while the channel was still being joined (or before the first page came) reaches
  // the list neither way: once both are there, what arrived since the newest note shown is fetched
  const fetchMissed = () => {
    const data = queryClient.getQueryData<InfiniteData<Note[]>>(spec.queryKey);
    const newest = queue.current[0]?.id ?? data?.pages[0]?.[0]?.id;
    void spec
      .fetch(newest ? { sinceId: newest, limit: GAP_FETCH_LIMIT } : { limit: GAP_FETCH_LIMIT })
      .then(receive);
  };
  const onJoined = useCatchUpOnJoin(JSON.stringify(spec.queryKey), query.isSuccess, fetchMissed);
  useChannelEvent(
    spec.channel ?? null,
    spec.channelParams,
    'note',
    (body) => {
      pending.current.push(fromStream(body as Note, account?.id ?? null));
      // 20 notes a minute on the home timeline earn htl20npm
      if (spec.channel === 'homeTimeline' && homeRate.current(Date.now()))
        claimAchievement('htl20npm', account?.id ?? null);
      // every live list of the page draws on one clock (see scheduleStreamDraw); a hidden tab's
      // lists are kept current too
      scheduleStreamDraw(pending, () => {
        // spec P2 §3: one sound per burst, also when it is drawn in parts: my own note, an
        // antenna's or channel's, or the note sound
        const burstStarts = !drawingBacklog.current && pending.current.length > 0;
        const mine = burstStarts && pending.current.some((n) => n.userId === account?.id);
        const batch = takeDrawChunk(pending.current);
        drawingBacklog.current = pending.current.length > 0;
        if (batch.length === 0) return;
        receive(batch);
        if (burstStarts) play(noteSoundEvent(spec.channel, mine));
        return drawingBacklog.current;
      });
    },
    onJoined,
  );

  useStreamReconnected(() => {
    const data = queryClient.getQueryData<InfiniteData<Note[]>>(spec.queryKey);
    if (!data?.pages[0]?.[0] && !queue.current[0]) return void query.refetch();
    fetchMissed();
  });

  const notes = query.data?.pages.flat() ?? [];
  return { query, notes, queuedCount, releaseQueue };
}
