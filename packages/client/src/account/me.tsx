import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { api, ApiCallError } from '../api/index.ts';
import type { StoredAccount } from './account-storage.ts';
import { signout } from './session.ts';

interface MeState {
  account: StoredAccount | null;
  /** The current user as the server last told it; undefined while loading or for visitors. */
  me: entities.MeDetailed | undefined;
}

const MeContext = createContext<MeState>({ account: null, me: undefined });

export function MeProvider({ account, children }: { account: StoredAccount | null; children: ReactNode }) {
  const query = useQuery({
    queryKey: ['i', account?.id],
    queryFn: () => api('i', {}, account!.token),
    enabled: account !== null,
    staleTime: 60_000,
    // spec P1 §7: 5xx answers to `i` are transient
    retry: (count, error) => count < 3 && !(error instanceof ApiCallError && error.status < 500),
  });
  const revoked = query.error instanceof ApiCallError && query.error.status === 401;
  useEffect(() => {
    if (revoked) signout();
  }, [revoked]);
  return <MeContext.Provider value={{ account, me: query.data }}>{children}</MeContext.Provider>;
}

export function useMe(): MeState {
  return useContext(MeContext);
}
