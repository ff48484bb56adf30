// Resource module: announcements (query keys, query hooks, mutations and cache updates).
import type { QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { patchCachedMe } from './account.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged, type PagedData } from './paged.ts';

export type AnnouncementTab = 'current' | 'past';

export const announcementKeys = {
  all: ['announcements'] as const,
  list: (tab: AnnouncementTab) => [...announcementKeys.all, tab] as const,
};

/** The announcements for the signed-in user: current ones, or past (archived) ones; newest first. */
export function useAnnouncements(tab: AnnouncementTab) {
  const api = useApi();
  return usePaged<entities.Announcement>({
    queryKey: announcementKeys.list(tab),
    fetch: (q) => api('announcements', { ...q, isActive: tab === 'current' }),
  });
}

/**
 * "I've read it": marked read on the server and in every cached list; when nothing current is left
 * unread the menu's dot goes (the server also says so with readAllAnnouncements).
 */
export function useReadAnnouncement() {
  return useApiMutation((api, id: string) => api('i/read-announcement', { announcementId: id }), {
    onSuccess: (_r, id, qc) => {
      qc.setQueriesData<PagedData<entities.Announcement>>({ queryKey: announcementKeys.all }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => p.map((a) => (a.id === id ? { ...a, isRead: true } : a))),
            }
          : data,
      );
      const current = qc.getQueryData<PagedData<entities.Announcement>>(announcementKeys.list('current'));
      if (current && current.pages.flat().every((a) => a.isRead !== false))
        patchCachedMe(qc, (me) => ({ ...me, hasUnreadAnnouncement: false }));
    },
  });
}

/** A new announcement arrived on the stream: the current list is read again, and it is unread. */
export function announcementCreated(qc: QueryClient) {
  patchCachedMe(qc, (me) => ({ ...me, hasUnreadAnnouncement: true }));
  return qc.invalidateQueries({ queryKey: announcementKeys.list('current') });
}
