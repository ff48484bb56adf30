// Resource module: note feeds (the four timelines, list, antenna, channel, a user's notes, a tag,
// direct notes). A feed is read page by page and, where the server has one, kept live by a stream
// channel; `timeline/` renders it and applies the stream on top of this cache entry.
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { entities } from 'misskey-js';
import { useApi, type Api, type Endpoint } from '@/api/index.ts';
import { antennaKeys } from './antennas.ts';
import { channelKeys } from './channels.ts';
import { listKeys } from './lists.ts';
import { PAGE_SIZE } from './paged.ts';

type Note = entities.Note;

export interface FeedCursor {
  untilId?: string;
  sinceId?: string;
  limit: number;
}

/** A note feed: where it lives in the cache, how a page is read, which stream channel feeds it. */
export interface NoteFeed {
  queryKey: readonly unknown[];
  /** Fetches notes older than `untilId` (or the newest) or newer than `sinceId`. */
  fetch: (q: FeedCursor) => Promise<Note[]>;
  /** Realtime channel delivering `note` events, if any. */
  channel?: string | null;
  channelParams?: Record<string, unknown>;
  /** Notes the feed reads but does not show (the feed settings' choices); all are shown without it. */
  keep?: (note: Note) => boolean;
  /** The read-note record that showing this feed's notes updates (its unread mark reads it). */
  readKey?: string;
}

/**
 * The feed settings (`/secure/settings/feedSettings`) that change what the local and global
 * timelines show: local users' notes in the global one, and, in the local one, the notes of
 * remote people followed and of channels followed.
 */
export interface FeedPrefs {
  localPostsInGlobal: boolean;
  remoteFollowedInLocal: boolean;
  followedChannelsInLocal: boolean;
}

export const DEFAULT_FEED_PREFS: FeedPrefs = {
  localPostsInGlobal: true,
  remoteFollowedInLocal: false,
  followedChannelsInLocal: false,
};

/**
 * How a timeline follows the feed settings: the global one leaves local notes out when asked; the
 * local one, when it is to show followed remote people or channels, reads the social timeline
 * (which has them) and keeps the local public notes, the remote ones and the channel notes chosen.
 */
export function feedShape(
  src: TimelineSource,
  prefs: FeedPrefs,
): { read: TimelineSource; variant: object; keep?: (note: Note) => boolean } {
  if (src === 'global' && !prefs.localPostsInGlobal)
    return { read: 'global', variant: { localPosts: false }, keep: (n) => n.user.host != null };
  if (src === 'local' && (prefs.remoteFollowedInLocal || prefs.followedChannelsInLocal)) {
    const { remoteFollowedInLocal: remote, followedChannelsInLocal: channels } = prefs;
    return {
      read: 'social',
      variant: { remote, channels },
      keep: (n) => (n.channelId ? channels : n.user.host == null ? n.visibility === 'public' : remote),
    };
  }
  return { read: src, variant: {} };
}

export type TimelineSource = 'home' | 'local' | 'social' | 'global';

/**
 * The endpoint and stream channel of each source. `replies`: the source takes `withReplies`
 * (Misskey's local and social timelines; the home timeline's replies follow per-followee settings).
 */
export const TIMELINE_SOURCES: Record<
  TimelineSource,
  { endpoint: Endpoint; channel: string; replies: boolean }
> = {
  home: { endpoint: 'notes/timeline', channel: 'homeTimeline', replies: false },
  local: { endpoint: 'notes/local-timeline', channel: 'localTimeline', replies: true },
  social: { endpoint: 'notes/hybrid-timeline', channel: 'hybridTimeline', replies: true },
  global: { endpoint: 'notes/global-timeline', channel: 'globalTimeline', replies: false },
};

export const timelineKeys = {
  all: ['timeline'] as const,
  main: (src: TimelineSource, params: object) => [...timelineKeys.all, src, params] as const,
  list: (listId: string) => [...timelineKeys.all, 'list', listId] as const,
  antenna: (antennaId: string) => [...timelineKeys.all, 'antenna', antennaId] as const,
  channel: (channelId: string) => [...timelineKeys.all, 'channel', channelId] as const,
  preview: () => [...timelineKeys.all, 'landing'] as const,
};

/** One of the four timelines (spec P1 §2); also read at start-up, before the page, with the same key. */
export function mainTimelineFeed(
  api: Api,
  src: TimelineSource,
  withReplies: boolean,
  /** A deck column's own filters (renotes left out, only notes with files); none by default. */
  filters: { withRenotes?: boolean; withFiles?: boolean } = {},
  prefs: FeedPrefs = DEFAULT_FEED_PREFS,
): NoteFeed {
  const shape = feedShape(src, prefs);
  const { endpoint, channel, replies } = TIMELINE_SOURCES[shape.read];
  const params = {
    ...(replies ? { withReplies } : {}),
    ...(filters.withRenotes === false ? { withRenotes: false } : {}),
    ...(filters.withFiles ? { withFiles: true } : {}),
  };
  return {
    queryKey: timelineKeys.main(src, { ...params, ...shape.variant }),
    fetch: (q) => api(endpoint as 'notes/local-timeline', { ...q, ...params }),
    channel,
    channelParams: params,
    ...(shape.keep ? { keep: shape.keep } : {}),
  };
}

/** The infinite-query options of a feed (pages of notes, older ones by untilId). */
export function feedQueryOptions(feed: Pick<NoteFeed, 'queryKey' | 'fetch'>) {
  return {
    queryKey: feed.queryKey,
    queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
      feed.fetch({ untilId: pageParam, limit: PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Note[]) => (last.length === 0 ? undefined : last[last.length - 1]!.id),
    staleTime: Infinity,
    // the feed keeps each note's object itself as notes arrive; comparing the whole list deeply on
    // every arrival (the query cache's default) only costs time under a busy stream
    structuralSharing: false,
  };
}

export function useMainTimelineFeed(
  src: TimelineSource,
  withReplies: boolean,
  filters: { withRenotes?: boolean; withFiles?: boolean } = {},
  prefs: FeedPrefs = DEFAULT_FEED_PREFS,
): NoteFeed {
  const api = useApi();
  const { withRenotes, withFiles } = filters;
  const { localPostsInGlobal, remoteFollowedInLocal, followedChannelsInLocal } = prefs;
  return useMemo(
    () =>
      mainTimelineFeed(
        api,
        src,
        withReplies,
        { withRenotes, withFiles },
        { localPostsInGlobal, remoteFollowedInLocal, followedChannelsInLocal },
      ),
    [
      api,
      src,
      withReplies,
      withRenotes,
      withFiles,
      localPostsInGlobal,
      remoteFollowedInLocal,
      followedChannelsInLocal,
    ],
  );
}

export function useListFeed(listId: string): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({
      queryKey: timelineKeys.list(listId),
      fetch: (q) => api('notes/user-list-timeline', { listId, ...q }),
      channel: 'userList',
      channelParams: { listId },
    }),
    [api, listId],
  );
}

export function useAntennaFeed(antennaId: string): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({
      queryKey: timelineKeys.antenna(antennaId),
      fetch: (q) => api('antennas/notes', { antennaId, ...q }),
      channel: 'antenna',
      channelParams: { antennaId },
      readKey: `antenna:${antennaId}`,
    }),
    [api, antennaId],
  );
}

/**
 * Takes a note out of one of my antennas (`antennas/remove-note`, upstream Misskey 2026.7) and out
 * of the antenna's timeline as cached, so it leaves the list at once.
 */
export async function removeNoteFromAntenna(
  api: Api,
  queryClient: QueryClient,
  antennaId: string,
  noteId: string,
): Promise<void> {
  await api('antennas/remove-note', { antennaId, noteId });
  queryClient.setQueryData<InfiniteData<entities.Note[]>>(
    timelineKeys.antenna(antennaId),
    (data) => data && { ...data, pages: data.pages.map((page) => page.filter((n) => n.id !== noteId)) },
  );
}

export function useChannelFeed(channelId: string): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({
      queryKey: timelineKeys.channel(channelId),
      fetch: (q) => api('channels/timeline', { channelId, ...q }),
      channel: 'channel',
      channelParams: { channelId },
      readKey: `channel:${channelId}`,
    }),
    [api, channelId],
  );
}

/** The instance's local timeline as a visitor sees it on the landing page (small pages). */
export function usePreviewFeed(): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({
      queryKey: timelineKeys.preview(),
      fetch: (q) => api('notes/local-timeline', { ...q, limit: 10 }),
      channel: 'localTimeline',
    }),
    [api],
  );
}

export type JumpTargetKind = 'lists' | 'antennas' | 'channels' | 'roles';

/**
 * Where the timeline page can jump (my lists, my antennas, followed channels; explorable roles for
 * the deck), read on demand from
 * the same cache entries the lists' own pages use; a failure reads as an empty list.
 */
export function useJumpTargets() {
  const queryClient = useQueryClient();
  const api = useApi();
  return useCallback(
    async (kind: JumpTargetKind): Promise<Array<{ id: string; name: string }>> => {
      const read = <T>(queryKey: readonly unknown[], queryFn: () => Promise<T[]>) =>
        queryClient.fetchQuery({ queryKey, queryFn, staleTime: 30_000 }).catch(() => [] as T[]);
      if (kind === 'lists') return read(listKeys.mine(), () => api('users/lists/list', {}));
      if (kind === 'antennas') return read(antennaKeys.mine(), () => api('antennas/list', {}));
      // the roles whose timelines may be read: public and explorable (roles/list)
      if (kind === 'roles') return read(['roles', 'explorable'], () => api('roles/list', {}));
      return read(channelKeys.list('following'), () => api('channels/followed', { limit: 100 }));
    },
    [queryClient, api],
  );
}
