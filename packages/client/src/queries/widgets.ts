// Resource module: what the dashboard widgets read that no other module does (trending hashtags,
// the number of people online), each refreshed on the interval Misskey's widgets use.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/index.ts';

export const widgetKeys = {
  trends: () => ['widgets', 'trends'] as const,
  onlineUsers: () => ['widgets', 'online-users'] as const,
  photos: () => ['widgets', 'photos'] as const,
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
