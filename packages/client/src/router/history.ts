import { useSyncExternalStore } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

const listeners = new Set<() => void>();
let snapshot: Location = read();

function read(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function emit(): void {
  const next = read();
  if (next.pathname === snapshot.pathname && next.search === snapshot.search && next.hash === snapshot.hash)
    return;
  snapshot = next;
  for (const l of listeners) l();
}

window.addEventListener('popstate', emit);

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(history.state, '', to);
  else history.pushState(null, '', to);
  emit();
  if (!options.replace) window.scrollTo(0, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, () => snapshot);
}
