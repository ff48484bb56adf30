import { createStore, useStore } from '@/ui/index.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

function read(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

const location = createStore<Location>(read());

/** Takes the address from the browser; the same address keeps the same object (no re-render). */
function emit(): void {
  const next = read();
  location.set((current) =>
    next.pathname === current.pathname && next.search === current.search && next.hash === current.hash
      ? current
      : next,
  );
}

window.addEventListener('popstate', emit);

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(history.state, '', to);
  else history.pushState(null, '', to);
  emit();
  if (!options.replace) window.scrollTo(0, 0);
}

export function useLocation(): Location {
  return useStore(location);
}
