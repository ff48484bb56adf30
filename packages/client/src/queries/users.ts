import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useMemo } from 'react';
import { useApi, type Api } from '@/api/index.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged } from './paged.ts';
import { patchCachedMe } from './account.ts';
import type { NoteFeed } from './timelines.ts';

type User = entities.UserDetailed;

/** Who to look up: by id when known, else by username and host (null for a local user). */
export interface UserRef {
  id?: string;
  username: string;
  host: string | null;
}

/**
 * One key per user: the user itself lives under `byId`; a lookup by name only remembers which id
 * the name led to, so every view of a user reads (and every change updates) the same entry.
 */
export const userKeys = {
  all: ['users'] as const,
  byId: (id: string) => [...userKeys.all, 'id', id] as const,
  byAcct: (username: string, host: string | null) =>
    [...userKeys.all, 'acct', username.toLowerCase(), host?.toLowerCase() ?? null] as const,
  many: (ids: readonly string[]) => [...userKeys.all, 'many', [...ids].sort()] as const,
  popularLocal: () => [...userKeys.all, 'popular-local'] as const,
};

const USER_STALE_MS = 60_000;

/** Puts a fetched user into its one entry and answers its id. */
function remember(queryClient: QueryClient, user: User): string {
  queryClient.setQueryData(userKeys.byId(user.id), user);
  return user.id;
}

async function fetchUser(api: Api, ref: UserRef): Promise<User> {
  const params = ref.id ? { userId: ref.id } : { username: ref.username, host: ref.host };
  return (await api('users/show', params)) as User;
}

/** A user, by id or by name; the answer is shared with every other view of the same user. */
export function useUser(ref: UserRef | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const byName = useQuery({
    queryKey: ref ? userKeys.byAcct(ref.username, ref.host) : userKeys.all,
    queryFn: async () => remember(queryClient, await fetchUser(api, { ...ref!, id: undefined })),
    enabled: !!ref && !ref.id,
    staleTime: USER_STALE_MS,
  });
  const id = ref?.id ?? byName.data;
  const user = useQuery({
    queryKey: userKeys.byId(id ?? ''),
    queryFn: () => fetchUser(api, { ...ref!, id }),
    enabled: !!id,
    staleTime: USER_STALE_MS,
  });
  // until a name has led to an id, the name lookup is the state of the whole lookup
  if (ref && !ref.id && !byName.isSuccess) return { ...byName, data: undefined } as unknown as typeof user;
  return user;
}

/** A day of the year, as users/get-following-users-by-birthday takes it. */
export type MonthDay = { month: number; day: number };

/**
 * The people I follow whose birthday falls on `from` or between `from` and `to` (a span may run over
 * the new year), soonest first, each with the date it next comes (upstream Misskey 2026.7).
 */
export function useFollowingBirthdays(from: MonthDay, to?: MonthDay) {
  const api = useApi();
  return useQuery({
    queryKey: [...userKeys.all, 'birthdays', from, to ?? null],
    queryFn: () =>
      api('users/get-following-users-by-birthday', {
        birthday: to ? { begin: from, end: to } : from,
        limit: 30,
      }),
  });
}

/** The server's most followed local users (people to follow, in the setup wizard). */
export function usePopularLocalUsers() {
  const api = useApi();
  return useQuery({
    queryKey: userKeys.popularLocal(),
    queryFn: () => api('users', { limit: 10, origin: 'local', sort: '+follower' }),
  });
}

/** Several users by id, in one `users/show` call (the account menu, recipients). */
export function useUsers(ids: readonly string[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: userKeys.many(ids),
    queryFn: async () => {
      if (ids.length === 0) return [];
      const users = (await api('users/show', { userIds: [...ids] })) as unknown as User[];
      for (const u of users) remember(queryClient, u);
      return users;
    },
  });
}

/** Whether a cached value is a detailed user (users/show answer) with this id. */
function isUser(data: unknown, userId: string): data is { id: string; isLocked: boolean } {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { id?: unknown }).id === userId &&
    typeof (data as { isLocked?: unknown }).isLocked === 'boolean'
  );
}

/**
 * Applies `change` to every copy of the user in a cached query value: the value itself, a list of
 * users, or the pages of a paged list. Other values come back unchanged (same object).
 */
export function patchUsersIn<T>(
  data: T,
  userId: string,
  change: <U extends { id: string }>(user: U) => U,
): T {
  if (isUser(data, userId)) return change(data) as T;
  if (Array.isArray(data)) {
    let touched = false;
    const next = data.map((item: unknown) => {
      const patched = isUser(item, userId) ? change(item) : item;
      if (patched !== item) touched = true;
      return patched;
    });
    return (touched ? next : data) as T;
  }
  if (typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages)) {
    const inf = data as unknown as { pages: unknown[] };
    let touched = false;
    const pages = inf.pages.map((page) => {
      const next = patchUsersIn(page, userId, change);
      if (next !== page) touched = true;
      return next;
    });
    return (touched ? { ...inf, pages } : data) as T;
  }
  return data;
}

/**
 * Puts a change of a user (a new relation, a new profile) into every cached copy of it, then
 * refetches those copies so the server's word follows.
 */
export function patchCachedUser(
  queryClient: QueryClient,
  userId: string,
  change: <U extends { id: string }>(user: U) => U,
  { refetch = true }: { refetch?: boolean } = {},
): void {
  const touched: unknown[][] = [];
  for (const [key, data] of queryClient.getQueriesData({})) {
    const next = patchUsersIn(data, userId, change);
    if (next !== data) {
      queryClient.setQueryData(key, next);
      touched.push([...key]);
    }
  }
  if (refetch) for (const queryKey of touched) void queryClient.invalidateQueries({ queryKey, exact: true });
}

/** A user's notes (with or without replies), as a feed (no stream channel). */
export function useUserNotesFeed(userId: string, withReplies: boolean): NoteFeed {
  const api = useApi();
  return useMemo(
    () => ({
      queryKey: [...userKeys.byId(userId), 'notes', withReplies ? 'replies' : 'notes'],
      fetch: (q) => api('users/notes', { ...q, userId, withReplies }),
    }),
    [api, userId, withReplies],
  );
}

/** A user's notes with files (the profile's files tab). */
export function useUserFileNotes(userId: string) {
  const api = useApi();
  return usePaged({
    queryKey: [...userKeys.byId(userId), 'files'],
    fetch: (q) => api('users/notes', { ...q, userId, withFiles: true }),
  });
}

export function useUserClips(userId: string) {
  const api = useApi();
  return usePaged({
    queryKey: [...userKeys.byId(userId), 'clips'],
    fetch: (q) => api('users/clips', { ...q, userId }),
  });
}

export function useUserReactions(userId: string) {
  const api = useApi();
  return usePaged({
    queryKey: [...userKeys.byId(userId), 'reactions'],
    fetch: (q) => api('users/reactions', { ...q, userId }),
  });
}

/** A new achievement of mine: my entry holds it and my achievements list is read again. */
export function achievementEarned(qc: QueryClient, meId: string, name: entities.AchievementName) {
  patchCachedMe(qc, (me) =>
    me.achievements.some((a) => a.name === name)
      ? me
      : { ...me, achievements: [...me.achievements, { name, unlockedAt: Date.now() }] },
  );
  return qc.invalidateQueries({ queryKey: [...userKeys.byId(meId), 'achievements'] });
}

/** Sends one achievement claim (`i/claim-achievement`) as the account the Api belongs to. */
export function sendAchievementClaim(api: Api, name: string) {
  return api('i/claim-achievement', { name: name as entities.AchievementName });
}

/** A user's achievements (null: not known yet, nothing is asked). */
export function useUserAchievements(userId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...userKeys.byId(userId ?? ''), 'achievements'],
    queryFn: () => api('users/achievements', { userId: userId! }),
    enabled: userId !== null,
  });
}

/** Notes per day over the last `days` days (the profile's activity tab). */
export function useUserActivity(userId: string, days: number) {
  const api = useApi();
  return useQuery({
    queryKey: [...userKeys.byId(userId), 'activity', days],
    queryFn: () => api('charts/user/notes', { userId, span: 'day', limit: days }),
  });
}

/** Whom a user follows, or who follows them, page by page (each row is a following relation). */
export function useUserRelations(userId: string | undefined, kind: 'following' | 'followers') {
  const api = useApi();
  return usePaged({
    queryKey: [...userKeys.byId(userId ?? ''), kind],
    fetch: (q) =>
      api(kind === 'following' ? 'users/following' : 'users/followers', { ...q, userId: userId! }) as Promise<
        entities.Following[]
      >,
    pageSize: 30,
    enabled: !!userId,
  });
}

/** The follow endpoints a follow button calls (follow, unfollow, cancel a pending request). */
export type FollowEndpoint = 'following/create' | 'following/delete' | 'following/requests/cancel';

/**
 * Follows, unfollows or cancels a request; `change` is the relation the button now shows, put into
 * every cached copy of the user (profile, hover card, lists) before they are read again.
 */
export function useFollowAction() {
  return useApiMutation(
    (api, p: { userId: string; endpoint: FollowEndpoint; change: <U extends { id: string }>(u: U) => U }) =>
      api(p.endpoint, { userId: p.userId }),
    { onSuccess: (_r, p, qc) => patchCachedUser(qc, p.userId, p.change) },
  );
}

/** Saves the signed-in account's private memo about a user (empty removes it). */
export async function updateUserMemo(api: Api, qc: QueryClient, userId: string, memo: string) {
  await api('users/update-memo', { userId, memo });
  qc.setQueryData<User>(userKeys.byId(userId), (u) => (u ? { ...u, memo: memo.trim() || null } : u));
}
