import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute } from './route-registry.ts';
import type { PageLoader, PageProps } from './route-types.ts';

type PageModule = { default: ComponentType<PageProps> };

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType<PageProps>>>();
const loaded = new Map<PageLoader, PageModule>();

/**
 * A page's code that could not be loaded (the network, the server, or files of an older build gone):
 * the route error view tells it from a bug in drawing the page.
 */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = cause instanceof Error ? cause.name : 'PageLoadError';
  }
}

function load(loader: PageLoader): Promise<PageModule> {
  return loader().then(
    (mod) => {
      loaded.set(loader, mod);
      return mod;
    },
    (err: unknown) => Promise.reject(new PageLoadError(err)),
  );
}

/**
 * One React.lazy component per page loader, so revisiting a route reuses the loaded module. A page
 * whose code has already arrived (preloadPage) renders at once, without a loading view first.
 */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType<PageProps>> {
  let page = cache.get(loader);
  if (!page) {
    page = lazy(() => {
      const mod = loaded.get(loader);
      // React takes a module handed over synchronously by `then` without suspending
      if (mod) return { then: (resolve: (m: PageModule) => void) => resolve(mod) } as Promise<PageModule>;
      return load(loader);
    });
    cache.set(loader, page);
  }
  return page;
}

/** Starts loading the code of the page at `pathname` (at start-up, in parallel with the rest). */
export function preloadPage(pathname: string): void {
  load(matchRoute(pathname).route.page).catch(() => undefined);
}
