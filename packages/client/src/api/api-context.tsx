import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { api, type Answer, type Endpoint, type Params } from './api.ts';

/** A call made as the signed-in account: the token is the client's business, never the caller's. */
export type Api = <E extends Endpoint>(
  endpoint: E,
  params?: Params<E>,
  signal?: AbortSignal,
) => Promise<Answer<E>>;

const TokenContext = createContext<string | null>(null);

/** Makes `useApi()` below it call as the account with this token (null: as a visitor). */
export function ApiProvider({ token, children }: { token: string | null; children: ReactNode }) {
  return <TokenContext.Provider value={token}>{children}</TokenContext.Provider>;
}

/** An API client bound to a token; `null` calls as a visitor. */
export function apiAs(token: string | null): Api {
  return (endpoint, params, signal) => api(endpoint, params, token, signal);
}

/** The signed-in account's API client (a visitor's when nobody is signed in). */
export function useApi(): Api {
  const token = useContext(TokenContext);
  return useMemo(() => apiAs(token), [token]);
}

/**
 * The signed-in account's token, for the few places the protocol itself needs it outside a JSON
 * call: multipart uploads and the stream. Pages never read it.
 */
export function useAccountToken(): string | null {
  return useContext(TokenContext);
}
