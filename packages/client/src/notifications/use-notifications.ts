import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useMe } from '../account/index.ts';
import { api } from '../api/index.ts';
import { useChannelEvent, useStreamReconnected } from '../stream/index.ts';
import { listRequest, type FilterableType, type NotificationTab } from './notification-filter.ts';
import { isNotification, withLiveNotification } from './live-notification.ts';
import type { KumoNotification } from './notification-types.ts';

/** Notifications per page (the timeline's page size is Misskey's default limit too). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export function notificationsQueryKey(
  accountId: string | undefined,
  tab: NotificationTab,
  hidden: readonly string[],
) {
  return ['notifications', accountId, tab, hidden.join(',')] as const;
}

/** Marks every notification read (the server then sends readAllNotifications on the main channel). */
export function markAllNotificationsRead(token: string): Promise<void> {
  return api('notifications/mark-all-as-read', {}, token).then(() => undefined);
}

/**
 * The notifications of a tab, older pages on demand (untilId). Live `notification` events on the
 * main channel are put at the head (once per id); while the page is visible they are also marked
 * read, as the list fetch marks the earlier ones. After a reconnect the list is fetched again.
 */
export function useNotifications(tab: Exclude<NotificationTab, 'direct'>, hidden: readonly FilterableType[]) {
  const { account } = useMe();
  const token = account?.token ?? null;
  const queryClient = useQueryClient();
  const accountId = account?.id;
  const hiddenKey = hidden.join(',');
  const queryKey = useMemo(
    () => notificationsQueryKey(accountId, tab, hiddenKey ? hiddenKey.split(',') : []),
    [accountId, tab, hiddenKey],
  );
  const request = listRequest(tab, hidden);
  const params = request.kind === 'notifications' ? request.params : {};

  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) =>
      api(
        'i/notifications',
        { ...params, limit: NOTIFICATIONS_PAGE_SIZE, ...(pageParam ? { untilId: pageParam } : {}) },
        token,
      ) as Promise<KumoNotification[]>,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: KumoNotification[]) =>
      last.length === 0 ? undefined : last[last.length - 1]!.id,
    enabled: token !== null,
  });

  const addLive = useCallback(
    (n: KumoNotification) =>
      queryClient.setQueryData<InfiniteData<KumoNotification[], string | undefined>>(queryKey, (data) =>
        data ? { ...data, pages: withLiveNotification(data.pages, n, tab, hidden) } : data,
      ),
    [queryClient, queryKey, tab, hidden],
  );

  useChannelEvent(token ? 'main' : null, undefined, 'notification', (body) => {
    if (!isNotification(body)) return;
    addLive(body);
    if (token && document.visibilityState === 'visible')
      void markAllNotificationsRead(token).catch(() => undefined);
  });

  const { refetch } = query;
  useStreamReconnected(() => void refetch());

  const notifications = query.data?.pages.flat() ?? [];
  return { query, notifications };
}
