import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useMe } from '@/account/index.ts';
import { useApi } from '@/api/index.ts';
import { markAllNotificationsRead, notificationKeys, useNotificationPages } from '@/queries/index.ts';
import { useCatchUpOnJoin, useChannelEvent, useStreamReconnected } from '@/stream/index.ts';
import { scheduleStreamDraw, takeDrawChunk } from '@/ui/index.ts';
import { listRequest, type FilterableType, type NotificationTab } from './notification-filter.ts';
import { isNotification, withLiveNotificationKept } from './live-notification.ts';
import type { KumoNotification } from './notification-types.ts';

/**
 * The notifications of a tab, older pages on demand (untilId). Live `notification` events on the
 * main channel are put at the head (once per id); while the page is visible they are also marked
 * read, as the list fetch marks the earlier ones. After a reconnect the list is fetched again.
 */
export function useNotifications(tab: Exclude<NotificationTab, 'direct'>, hidden: readonly FilterableType[]) {
  const { account } = useMe();
  const api = useApi();
  const queryClient = useQueryClient();
  const hiddenKey = hidden.join(',');
  const queryKey = useMemo(
    () => notificationKeys.list(tab, hiddenKey ? hiddenKey.split(',') : []),
    [tab, hiddenKey],
  );
  const request = listRequest(tab, hidden);
  const params = request.kind === 'notifications' ? request.params : {};
  const query = useNotificationPages(tab, hidden, params, { enabled: account !== null });

  const addLive = useCallback(
    (arrived: readonly KumoNotification[]) =>
      queryClient.setQueryData<InfiniteData<KumoNotification[], string | undefined>>(queryKey, (data) =>
        data ? arrived.reduce((d, n) => withLiveNotificationKept(d, n, tab, hidden), data) : data,
      ),
    [queryClient, queryKey, tab, hidden],
  );
  // arrivals are drawn on the page's one clock for live lists, oldest first
  const pending = useRef<KumoNotification[]>([]);

  // one arriving while the channel was being joined or the first page was on its way reaches the
  // list neither way: once both are there, the list is read again (as after a reconnect)
  const { refetch } = query;
  const onJoined = useCatchUpOnJoin('main', query.isSuccess, () => void refetch());
  useChannelEvent(
    account ? 'main' : null,
    undefined,
    'notification',
    (body) => {
      if (!isNotification(body)) return;
      pending.current.push(body);
      scheduleStreamDraw(pending, () => {
        const arrived = takeDrawChunk(pending.current);
        if (arrived.length === 0) return;
        addLive(arrived);
        const more = pending.current.length > 0;
        // one call for the whole burst, once its last part is drawn
        if (!more && account && document.visibilityState === 'visible')
          void markAllNotificationsRead(api).catch(() => undefined);
        return more;
      });
    },
    onJoined,
  );

  useStreamReconnected(() => void refetch());

  const notifications = (query.data?.pages.flat() ?? []) as KumoNotification[];
  return { query, notifications };
}
