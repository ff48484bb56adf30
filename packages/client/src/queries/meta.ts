// Resource module: the instance's metadata (`meta`), cached on the device for the first paint.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { api, apiUrl } from '@/api/index.ts';

export const metaKeys = { all: ['meta'] as const, check: ['meta', 'check'] as const };

const META_CACHE_KEY = 'instance';
const VERSION_KEY = 'version';

/** The last meta this device saw, so the first paint does not wait for the network (spec P1 §3). */
function cachedMeta(): entities.MetaDetailed | undefined {
  try {
    const raw = localStorage.getItem(META_CACHE_KEY);
    return raw ? (JSON.parse(raw) as entities.MetaDetailed) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's own address as its meta says (`uri`), once known. */
let knownOrigin: string | null = null;

/**
 * The server's canonical address, for links that leave this client (copy link, reports, shares,
 * mention avatars): the instance's `uri` from meta, not the address Kumo is served from (they
 * differ behind Kumo's proxy, or when Kumo talks to another server).
 */
export function instanceOrigin(): string {
  knownOrigin ??= cachedMeta()?.uri?.replace(/\/$/, '') ?? null;
  return knownOrigin ?? (apiUrl('') || globalThis.location.origin);
}

/** The host part of `instanceOrigin()`: how local users' acct is written. */
export function instanceHost(): string {
  const origin = instanceOrigin();
  // asked for by every note drawn: parsed once per origin
  if (hostOf?.origin !== origin) hostOf = { origin, host: new URL(origin).host };
  return hostOf.host;
}
let hostOf: { origin: string; host: string } | null = null;

export async function fetchMeta(): Promise<entities.MetaDetailed> {
  const meta = (await api('meta', { detail: false })) as entities.MetaDetailed;
  if (meta.uri) knownOrigin = meta.uri.replace(/\/$/, '');
  localStorage.setItem(META_CACHE_KEY, JSON.stringify(meta));
  localStorage.setItem(VERSION_KEY, meta.version);
  return meta;
}

/** The meta query: the last seen meta at once, fetched again when older than ten minutes. */
export function metaQueryOptions() {
  return {
    queryKey: metaKeys.all,
    queryFn: fetchMeta,
    staleTime: 10 * 60_000,
    initialData: cachedMeta,
    initialDataUpdatedAt: 0,
  };
}

/** A fresh look at the server (the route error view asks whether it is up, and at which version). */
export function useServerCheck() {
  return useQuery({
    queryKey: metaKeys.check,
    queryFn: () => api('meta', { detail: false }),
    retry: false,
    // each look is new: an answer kept from an earlier look would say the server is up when it is not
    gcTime: 0,
    refetchOnMount: 'always',
  });
}

/** The meta already in the cache, read without subscribing (a menu built on demand). */
export function cachedServerMeta(queryClient: QueryClient): entities.MetaDetailed | undefined {
  return queryClient.getQueryData<entities.MetaDetailed>(metaKeys.all);
}

export function useMeta(): entities.MetaDetailed | undefined {
  const { data } = useQuery(metaQueryOptions());
  return data;
}

/** spec P2 §5: the instance's maxNoteTextLength, 1000 when unknown. */
export function maxNoteTextLength(meta: Pick<entities.MetaLite, 'maxNoteTextLength'> | undefined): number {
  return meta?.maxNoteTextLength ?? 1000;
}

/**
 * False while the server cannot be reached at all: the device is offline, or the last look at the
 * server failed on the network (not with an answer).
 */
export function useServerReachable(): boolean {
  const { error } = useQuery(metaQueryOptions());
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online && !(error instanceof TypeError);
}
