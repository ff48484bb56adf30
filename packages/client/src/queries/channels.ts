// Resource module: channels (featured, followed, favorite, owned, search) and following them.
import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi, type Api, type Params } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';

type Channel = entities.Channel;
export type ChannelListKind = 'featured' | 'following' | 'favorites' | 'owned';
export type ChannelSearch = { query: string; nameOnly: boolean };

export const channelKeys = {
  all: ['channels'] as const,
  lists: () => [...channelKeys.all, 'list'] as const,
  list: (kind: ChannelListKind) => [...channelKeys.lists(), kind] as const,
  search: (search: ChannelSearch | null) => [...channelKeys.lists(), 'search', search] as const,
  one: (channelId: string) => [...channelKeys.all, 'one', channelId] as const,
};

function fetchChannels(api: Api, kind: ChannelListKind): Promise<Channel[]> {
  switch (kind) {
    case 'featured':
      return api('channels/featured', {});
    case 'following':
      return api('channels/followed', { limit: 100 });
    case 'favorites':
      return api('channels/my-favorites', {});
    case 'owned':
      return api('channels/owned', { limit: 100 });
  }
}

/**
 * The channels one can renote into: favourites first, then followed ones, each once, read through
 * the same cache entries as the channel lists (the renote menu is built outside React).
 */
export async function fetchRenoteChannels(api: Api, queryClient: QueryClient): Promise<Channel[]> {
  const read = (kind: ChannelListKind) =>
    queryClient.fetchQuery({ queryKey: channelKeys.list(kind), queryFn: () => fetchChannels(api, kind) });
  const [favorites, followed] = await Promise.all([read('favorites'), read('following')]);
  const seen = new Set<string>();
  return [...favorites, ...followed].filter((c) => !seen.has(c.id) && !!seen.add(c.id));
}

export function useChannels(kind: ChannelListKind, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({ queryKey: channelKeys.list(kind), queryFn: () => fetchChannels(api, kind), enabled });
}

export function useChannelSearch(search: ChannelSearch | null) {
  const api = useApi();
  return useQuery({
    queryKey: channelKeys.search(search),
    enabled: search !== null,
    queryFn: () =>
      api('channels/search', {
        query: search!.query,
        type: search!.nameOnly ? 'nameOnly' : 'nameAndDescription',
        limit: 50,
      }),
  });
}

export function useChannel(channelId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: channelKeys.one(channelId ?? ''),
    queryFn: () => api('channels/show', { channelId: channelId! }),
    enabled: channelId !== null,
  });
}

/** Several channels by id (the tabs of pinned channels), each in its own entry; undefined until read. */
export function useChannelsByIds(channelIds: readonly string[]): Array<Channel | undefined> {
  const api = useApi();
  return useQueries({
    queries: channelIds.map((channelId) => ({
      queryKey: channelKeys.one(channelId),
      queryFn: () => api('channels/show', { channelId }),
      staleTime: 5 * 60_000,
    })),
  }).map((q) => q.data);
}

/** Puts a channel in its entry; the lists that show it are read again. */
function setCachedChannel(queryClient: QueryClient, channel: Channel) {
  queryClient.setQueryData(channelKeys.one(channel.id), channel);
  return queryClient.invalidateQueries({ queryKey: channelKeys.lists() });
}

export type ChannelParams = Params<'channels/create'> & { isArchived?: boolean };

/** Creates a channel, or updates it when an id is given. */
export function useSaveChannel() {
  return useApiMutation(
    (api, { channelId, body }: { channelId: string | null; body: ChannelParams }) => {
      const { isArchived: _archivedOnlyOnUpdate, ...create } = body;
      return channelId ? api('channels/update', { channelId, ...body }) : api('channels/create', create);
    },
    { onSuccess: (channel, _p, qc) => setCachedChannel(qc, channel) },
  );
}

export type ChannelToggle = 'follow' | 'favorite' | 'mute';

const TOGGLE_ENDPOINTS = {
  follow: ['channels/follow', 'channels/unfollow'],
  favorite: ['channels/favorite', 'channels/unfavorite'],
  mute: ['channels/mute/create', 'channels/mute/delete'],
} as const;

/** `timelineKeys.all` (timelines.ts imports this module, so it is not imported here). */
const TIMELINES = ['timeline'] as const;

const TOGGLE_FIELDS = { follow: 'isFollowing', favorite: 'isFavorited', mute: 'isMuting' } as const;

/**
 * Follows, favours or mutes a channel (on), or takes that back (off). A mute changes which notes
 * the server puts in the timelines, so they are read again.
 */
export function useToggleChannel() {
  return useApiMutation(
    async (api, { channelId, what, on }: { channelId: string; what: ChannelToggle; on: boolean }) => {
      await api(TOGGLE_ENDPOINTS[what][on ? 0 : 1], { channelId });
    },
    {
      onSuccess: (_r, { channelId, what, on }, qc) => {
        qc.setQueryData<Channel>(
          channelKeys.one(channelId),
          (old) => old && { ...old, [TOGGLE_FIELDS[what]]: on },
        );
        if (what === 'mute') void qc.invalidateQueries({ queryKey: TIMELINES });
        return qc.invalidateQueries({ queryKey: channelKeys.lists() });
      },
    },
  );
}
