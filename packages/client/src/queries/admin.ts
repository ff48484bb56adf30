// Resource module: moderation and instance administration (abuse reports, announcements, meta).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Endpoints } from 'misskey-js';
import { useApi, type Params } from '@/api/index.ts';
import { metaKeys } from './meta.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';

export type AbuseReport = Endpoints['admin/abuse-user-reports']['res'][number];
export type AdminAnnouncement = Endpoints['admin/announcements/list']['res'][number];
type ReportFilter = Pick<Params<'admin/abuse-user-reports'>, 'state' | 'reporterOrigin' | 'targetUserOrigin'>;
type AnnouncementStatus = 'active' | 'archived';

export const adminKeys = {
  all: ['admin'] as const,
  reports: () => [...adminKeys.all, 'abuse-reports'] as const,
  reportList: (filter: ReportFilter) => [...adminKeys.reports(), filter] as const,
  announcements: () => [...adminKeys.all, 'announcements'] as const,
  announcementList: (status: AnnouncementStatus) => [...adminKeys.announcements(), status] as const,
};

/** Abuse reports, newest first, filtered by state and by where reporter and target are from. */
export function useAbuseReports(filter: ReportFilter) {
  const api = useApi();
  return usePaged({
    queryKey: adminKeys.reportList(filter),
    fetch: (q) => api('admin/abuse-user-reports', { ...filter, ...q }),
  });
}

export function useResolveAbuseReport() {
  return useApiMutation((api, reportId: string) => api('admin/resolve-abuse-user-report', { reportId }), {
    onSuccess: (_r, _id, qc) => qc.invalidateQueries({ queryKey: adminKeys.reports() }),
  });
}

/** Announcements as moderators see them (with reach counts), active or archived. */
export function useAdminAnnouncements(status: AnnouncementStatus) {
  const api = useApi();
  return usePaged({
    queryKey: adminKeys.announcementList(status),
    fetch: (q) => api('admin/announcements/list', { status, ...q }),
  });
}

const refreshAnnouncements = {
  onSuccess: (_r: unknown, _p: unknown, qc: QueryClient) =>
    qc.invalidateQueries({ queryKey: adminKeys.announcements() }),
};

export function useCreateAnnouncement() {
  return useApiMutation(
    (api, p: Params<'admin/announcements/create'>) => api('admin/announcements/create', p),
    refreshAnnouncements,
  );
}

export function useUpdateAnnouncement() {
  return useApiMutation(
    (api, p: Params<'admin/announcements/update'>) => api('admin/announcements/update', p),
    refreshAnnouncements,
  );
}

export function useDeleteAnnouncement() {
  return useApiMutation((api, id: string) => api('admin/announcements/delete', { id }), refreshAnnouncements);
}

/** The instance's settings as administrators edit them (admin/meta). */
export function useAdminMeta() {
  const api = useApi();
  return useQuery({ queryKey: [...adminKeys.all, 'meta'], queryFn: () => api('admin/meta', {}) });
}

/** What admin/update-meta takes, with the channels pinned to the local timeline of the forks that have them. */
type MetaUpdate = Params<'admin/update-meta'> & { pinnedLtlChannelIds?: string[] };

/** admin/update-meta; the instance's meta is read again so every page shows the change. */
export function useUpdateMeta() {
  return useApiMutation((api, p: MetaUpdate) => api('admin/update-meta', p), {
    onSuccess: (_r, _p, qc) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: metaKeys.all }),
        qc.invalidateQueries({ queryKey: [...adminKeys.all, 'meta'] }),
      ]),
  });
}

export type AdminUsersFilter = Pick<Params<'admin/show-users'>, 'state' | 'origin' | 'sort' | 'username'>;
export type AdminUserInfo = Endpoints['admin/show-user']['res'];

const usersKeys = {
  all: () => [...adminKeys.all, 'users'] as const,
  list: (filter: AdminUsersFilter) => [...usersKeys.all(), 'list', filter] as const,
  one: (userId: string) => [...usersKeys.all(), 'one', userId] as const,
};

/** Every account as moderators see them, filtered and sorted (paged by offset, as the endpoint is). */
export function useAdminUsers(filter: AdminUsersFilter) {
  const api = useApi();
  return usePaged({
    queryKey: usersKeys.list(filter),
    fetch: ({ offset, limit }) => api('admin/show-users', { ...filter, limit, offset }),
    cursor: 'offset',
  });
}

/** What moderators see of one account (admin/show-user). */
export function useAdminUser(userId: string) {
  const api = useApi();
  return useQuery({ queryKey: usersKeys.one(userId), queryFn: () => api('admin/show-user', { userId }) });
}

const refreshUsers = {
  onSuccess: (_r: unknown, _p: unknown, qc: QueryClient) =>
    qc.invalidateQueries({ queryKey: usersKeys.all() }),
};

export function useSuspendUser() {
  return useApiMutation(
    (api, p: { userId: string; suspend: boolean }) =>
      api(p.suspend ? 'admin/suspend-user' : 'admin/unsuspend-user', { userId: p.userId }),
    refreshUsers,
  );
}

/** A new password for the account, to be shown once. */
export function useAdminResetPassword() {
  return useApiMutation((api, userId: string) => api('admin/reset-password', { userId }));
}

export function useUpdateUserNote() {
  return useApiMutation(
    (api, p: Params<'admin/update-user-note'>) => api('admin/update-user-note', p),
    refreshUsers,
  );
}

export type AdminAd = Endpoints['admin/ad/list']['res'][number];
const adKeys = { all: () => [...adminKeys.all, 'ads'] as const };
const refreshAds = {
  onSuccess: (_r: unknown, _p: unknown, qc: QueryClient) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: adKeys.all() }),
      qc.invalidateQueries({ queryKey: metaKeys.all }),
    ]),
};

/** Every ad, newest first (admin/ad/list). */
export function useAdminAds() {
  const api = useApi();
  return usePaged({ queryKey: adKeys.all(), fetch: (q) => api('admin/ad/list', q) });
}

export function useCreateAd() {
  return useApiMutation((api, p: Params<'admin/ad/create'>) => api('admin/ad/create', p), refreshAds);
}

export function useUpdateAd() {
  return useApiMutation((api, p: Params<'admin/ad/update'>) => api('admin/ad/update', p), refreshAds);
}

export function useDeleteAd() {
  return useApiMutation((api, id: string) => api('admin/ad/delete', { id }), refreshAds);
}

export type AdminInviteFilter = Pick<Params<'admin/invite/list'>, 'type' | 'sort'>;
const inviteKeys = {
  all: () => [...adminKeys.all, 'invites'] as const,
  list: (f: AdminInviteFilter) => [...inviteKeys.all(), f] as const,
};

/** Every invitation code of the server (admin/invite/list, by offset). */
export function useAdminInvites(filter: AdminInviteFilter) {
  const api = useApi();
  return usePaged({
    queryKey: inviteKeys.list(filter),
    fetch: ({ offset, limit }) => api('admin/invite/list', { ...filter, limit, offset }),
    cursor: 'offset',
  });
}

export function useAdminCreateInvites() {
  return useApiMutation((api, p: Params<'admin/invite/create'>) => api('admin/invite/create', p), {
    onSuccess: (_r, _p, qc) => qc.invalidateQueries({ queryKey: inviteKeys.all() }),
  });
}

const OVERVIEW_SIZE = 5;

/** The newest reports still open, for the overview (the whole list is the reports page's). */
export function useLatestReports() {
  const api = useApi();
  return useQuery({
    queryKey: [...adminKeys.reports(), 'latest'],
    queryFn: () => api('admin/abuse-user-reports', { state: 'unresolved', limit: OVERVIEW_SIZE }),
  });
}

/** The server's administrators and moderators, the most recently active first, with their online state. */
export function useModeratorsByActivity() {
  const api = useApi();
  return useQuery({
    queryKey: [...usersKeys.all(), 'moderators'],
    queryFn: () => api('admin/show-users', { state: 'adminOrModerator', sort: '+lastActiveDate', limit: 30 }),
  });
}

/** The server's counts (stats). */
export function useServerStats() {
  const api = useApi();
  return useQuery({ queryKey: [...adminKeys.all, 'stats'], queryFn: () => api('stats', {}) });
}

/** The server's notes per day over the last `days` days, newest first (charts/notes). */
export function useNotesChart(days: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...adminKeys.all, 'notes-chart', days],
    queryFn: () => api('charts/notes', { span: 'day', limit: days }),
  });
}

/** How many users were active on each of the last `days` days, newest first (charts/active-users). */
export function useActiveUsersChart(days: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...adminKeys.all, 'active-users-chart', days],
    queryFn: () => api('charts/active-users', { span: 'day', limit: days }),
  });
}

/** Each job queue's totals (admin/queue/stats), read again every few seconds while shown. */
export function useQueueCounts() {
  const api = useApi();
  return useQuery({
    queryKey: [...adminKeys.all, 'queue-counts'],
    queryFn: () => api('admin/queue/stats', {}),
    refetchInterval: 5000,
  });
}

/** The database's tables with their rows and size (admin/get-table-stats). */
export function useTableStats() {
  const api = useApi();
  return useQuery({
    queryKey: [...adminKeys.all, 'table-stats'],
    queryFn: () => api('admin/get-table-stats', {}),
  });
}

const relayKeys = [...adminKeys.all, 'relays'] as const;
const refreshRelays = {
  onSuccess: (_r: unknown, _p: unknown, qc: QueryClient) => qc.invalidateQueries({ queryKey: relayKeys }),
};

/** The relays the server uses, with their state (admin/relays/list). */
export function useRelays() {
  const api = useApi();
  return useQuery({ queryKey: relayKeys, queryFn: () => api('admin/relays/list', {}) });
}

export function useAddRelay() {
  return useApiMutation((api, inbox: string) => api('admin/relays/add', { inbox }), refreshRelays);
}

export function useRemoveRelay() {
  return useApiMutation((api, inbox: string) => api('admin/relays/remove', { inbox }), refreshRelays);
}

/** Changes the proxy account's profile text (admin/update-proxy-account). */
export function useUpdateProxyAccount() {
  return useApiMutation(
    (api, description: string | null) => api('admin/update-proxy-account', { description }),
    { onSuccess: (_r, _p, qc) => qc.invalidateQueries({ queryKey: [...adminKeys.all, 'meta'] }) },
  );
}

const captchaKey = [...adminKeys.all, 'captcha'] as const;

/** The captcha asked on sign-up and sign-in, with every service's keys (admin/captcha/current). */
export function useCaptchaSettings() {
  const api = useApi();
  return useQuery({ queryKey: captchaKey, queryFn: () => api('admin/captcha/current', {}) });
}

/** admin/captcha/save: a service and its keys, proven by the administrator's own solved captcha. */
export function useSaveCaptcha() {
  return useApiMutation((api, p: Params<'admin/captcha/save'>) => api('admin/captcha/save', p), {
    onSuccess: (_r, _p, qc) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: metaKeys.all }),
        qc.invalidateQueries({ queryKey: captchaKey }),
      ]),
  });
}
