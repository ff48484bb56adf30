// Resource module: notifications and the notes addressed to me (the "direct" tab).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Endpoints, entities } from 'misskey-js';
import { useApi, type Api } from '@/api/index.ts';
import { accountKeys, patchCachedMe } from './account.ts';
import { useApiMutation } from './mutation.ts';
import type { NoteFeed } from './timelines.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (tab: string, hidden: readonly string[]) => [...notificationKeys.all, tab, hidden.join(',')] as const,
  direct: () => [...notificationKeys.all, 'direct'] as const,
};

/** What `i/notifications` is asked for besides paging: the types to include or leave out. */
export type NotificationFilter = Pick<Endpoints['i/notifications']['req'], 'includeTypes' | 'excludeTypes'>;

/** Notifications per page (the timeline's page size is Misskey's default limit too). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * My notifications of a tab, older pages on demand (untilId). The server drops some of a page after
 * reading it (mutes), so only an empty page means the end.
 */
export function useNotificationPages(
  tab: string,
  hidden: readonly string[],
  filter: NotificationFilter,
  { enabled = true } = {},
) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(tab, hidden),
    queryFn: ({ pageParam }) =>
      api('i/notifications', {
        ...filter,
        limit: NOTIFICATIONS_PAGE_SIZE,
        ...(pageParam ? { untilId: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.length === 0 ? undefined : last[last.length - 1]!.id),
    enabled,
  });
}

/** Marks every notification read (the server then says readAllNotifications on the main channel). */
export function markAllNotificationsRead(api: Api): Promise<void> {
  return api('notifications/mark-all-as-read', {}).then(() => undefined);
}

/** Notes addressed only to me (visibility specified), newest first. */
export function useDirectNotesFeed(): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({
      queryKey: notificationKeys.direct(),
      fetch: (q) => api('notes/mentions', { ...q, visibility: 'specified' }),
      channel: null,
    }),
    [api],
  );
}

/**
 * Marks every notification read; the unread mark goes at once (the server also says so on the main
 * channel with readAllNotifications).
 */
export function useMarkAllNotificationsRead() {
  return useApiMutation((api, _none: void) => markAllNotificationsRead(api), {
    onSuccess: (_r, _v, qc) => {
      patchCachedMe(qc, (me: entities.MeDetailed) => ({ ...me, hasUnreadNotification: false }));
      return qc.invalidateQueries({ queryKey: accountKeys.me(), refetchType: 'none' });
    },
  });
}
