// Resource module: what the dashboard widgets read that no other module does (trending hashtags,
// the number of people online, feeds, known servers, a folder's images, the user's activity), each refreshed on the interval Misskey's widgets use.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/index.ts';

export const widgetKeys = {
  trends: () => ['widgets', 'trends'] as const,
  onlineUsers: () => ['widgets', 'online-users'] as const,
  photos: () => ['widgets', 'photos'] as const,
  rss: (url: string) => ['widgets', 'rss', url] as const,
  instances: (sort: string, limit: number) => ['widgets', 'instances', sort, limit] as const,
  folderImages: (folderId: string | null) => ['widgets', 'folder-images', folderId] as const,
  myNotesChart: (days: number) => ['widgets', 'my-notes-chart', days] as const,
  listNotes: (listId: string) => ['widgets', 'list-notes', listId] as const,
};

/** Trending hashtags with their recent use per interval (hashtags/trend), read again each minute. */
export function useTrends() {
  const api = useApi();
  return useQuery({
    queryKey: widgetKeys.trends(),
    queryFn: () => api('hashtags/trend', {}),
    refetchInterval: 60_000,
  });
}

/** How many people were active lately (get-online-users-count), read again each 10 s. */
export function useOnlineUsersCount() {
  const api = useApi();
  return useQuery({
    queryKey: widgetKeys.onlineUsers(),
    queryFn: () => api('get-online-users-count', {}),
    refetchInterval: 10_000,
  });
}

/** The user's newest images, from every drive folder (drive/stream), for the photos widget. */
export function useRecentImages(limit = 9) {
  const api = useApi();
  return useQuery({
    queryKey: widgetKeys.photos(),
    queryFn: () => api('drive/stream', { type: 'image/*', limit }),
  });
}

/** A feed fetched through the server (fetch-rss), read again every `refreshSec` seconds. */
export function useRssFeed(url: string, refreshSec: number) {
  const api = useApi();
  return useQuery({
    queryKey: widgetKeys.rss(url),
    queryFn: () => api('fetch-rss', { url }),
    enabled: url.trim() !== '',
    refetchInterval: Math.max(10, refreshSec) * 1000,
    retry: false,
  });
}

/**
 * Servers this one knows (federation/instances): the latest ones heard from, or those with the most
 * traffic; a server that does not federate answers none.
 */
export function useKnownInstances(sort: '+latestRequestReceivedAt' | '+pubSub', limit: number) {
  const api = useApi();
  return useQuery({
    queryKey: widgetKeys.instances(sort, limit),
    queryFn: () => api('federation/instances', { sort, limit, blocked: false, suspended: false }),
    refetchInterval: 60_000,
  });
}

/** The images of one drive folder (the root when null), for the slideshow. */
export function useFolderImages(folderId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: widgetKeys.folderImages(folderId),
    queryFn: () => api('drive/files', { folderId, type: 'image/*', limit: 100 }),
  });
}

/** The signed-in user's notes per day (charts/user/notes), for the activity widget. */
export function useMyNotesChart(userId: string | undefined, days: number) {
  const api = useApi();
  return useQuery({
    queryKey: widgetKeys.myNotesChart(days),
    queryFn: () => api('charts/user/notes', { userId: userId!, span: 'day', limit: days }),
    enabled: !!userId,
    refetchInterval: 60_000,
  });
}

/** The newest notes of one of the user's lists (the list status bar), read again every `refreshSec` s. */
export function useListLatestNotes(listId: string | null, refreshSec: number) {
  const api = useApi();
  return useQuery({
    queryKey: widgetKeys.listNotes(listId ?? ''),
    queryFn: () => api('notes/user-list-timeline', { listId: listId!, limit: 20 }),
    enabled: !!listId,
    refetchInterval: Math.max(10, refreshSec) * 1000,
  });
}
