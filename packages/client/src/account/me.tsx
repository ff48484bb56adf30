import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { api, apiAs, ApiCallError, ApiProvider } from '@/api/index.ts';
import { accountKeys, announcementCreated } from '@/queries/index.ts';
import { useStream } from '@/stream/index.ts';
import type { StoredAccount } from './account-storage.ts';
import { applyMainEvent, ME_EVENTS } from './main-events.ts';
import { endRejectedSession, signout } from './session.ts';
import { showAnnouncementDialog } from '@/announcements/index.ts';

interface MeState {
  account: StoredAccount | null;
  /** The current user as the server last told it; undefined while loading or for visitors. */
  me: entities.MeDetailed | undefined;
}

const MeContext = createContext<MeState>({ account: null, me: undefined });

/** The cached `i`: the key is the data layer's (`accountKeys.me()`); the account id is not part of it. */
export function meQueryKey(_accountId?: string) {
  return accountKeys.me();
}

/** The current user (`i`): one request shared by start-up, the provider below and anything early. */
export function meQueryOptions(account: StoredAccount | null) {
  return queryOptions({
    queryKey: meQueryKey(account?.id),
    queryFn: account ? () => api('i', {}, account.token) : skipToken,
    staleTime: 60_000,
    // spec P1 §7: 5xx answers to `i` are transient
    retry: (count, error) => count < 3 && !(error instanceof ApiCallError && error.status < 500),
  });
}

/**
 * `secondary`: another signed-in account read beside the session's (a deck column bound to it); a
 * revoked token there leaves the session alone.
 */
export function MeProvider({
  account,
  secondary = false,
  children,
}: {
  account: StoredAccount | null;
  secondary?: boolean;
  children: ReactNode;
}) {
  const query = useQuery(meQueryOptions(account));
  const revoked = !secondary && query.error instanceof ApiCallError && query.error.status === 401;
  const { error } = query;
  useEffect(() => {
    if (revoked) void endRejectedSession(error);
  }, [revoked, error]);
  return (
    <ApiProvider token={account?.token ?? null}>
      <MeContext.Provider value={{ account, me: query.data }}>{children}</MeContext.Provider>
    </ApiProvider>
  );
}

/** Joins the main channel for a signed-in user and keeps the current user's flags up to date. */
export function MainChannel() {
  const { account } = useMe();
  const stream = useStream();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!stream || !account) return;
    const main = stream.useChannel('main');
    const key = meQueryKey(account.id);
    for (const type of ME_EVENTS) {
      main.on(type, (body) =>
        queryClient.setQueryData<entities.MeDetailed>(key, (me) =>
          me ? applyMainEvent(me, type, body) : me,
        ),
      );
    }
    // spec P1 §2: a live announcement shown as a dialog opens one at once
    // personal ones come on the main channel, the others as a broadcast to every socket
    const onAnnouncement = (body: unknown) => {
      void announcementCreated(queryClient);
      const a = (body as { announcement?: entities.Announcement })?.announcement;
      if (a?.display === 'dialog') void showAnnouncementDialog(a, apiAs(account.token));
    };
    main.on('announcementCreated', onAnnouncement);
    const offBroadcast = stream.events.on('announcementCreated', onAnnouncement);
    // spec P1 §4: a regenerated token ends this session
    main.on('myTokenRegenerated', () => void signout());
    return () => {
      offBroadcast();
      main.dispose();
    };
  }, [stream, account, queryClient]);
  return null;
}

export function useMe(): MeState {
  return useContext(MeContext);
}
