// Resource module: notifications and the notes addressed to me (the "direct" tab).
import { useMemo } from 'react';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { accountKeys, patchCachedMe } from './account.ts';
import { useApiMutation } from './mutation.ts';
import type { NoteFeed } from './timelines.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (tab: string, hidden: readonly string[]) => [...notificationKeys.all, tab, hidden.join(',')] as const,
  direct: () => [...notificationKeys.all, 'direct'] as const,
};

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
  return useApiMutation((api, _none: void) => api('notifications/mark-all-as-read', {}), {
    onSuccess: (_r, _v, qc) => {
      patchCachedMe(qc, (me: entities.MeDetailed) => ({ ...me, hasUnreadNotification: false }));
      return qc.invalidateQueries({ queryKey: accountKeys.me(), refetchType: 'none' });
    },
  });
}
