import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageLoader, PageProps } from './route-table.ts';

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType<PageProps>>>();

/** One React.lazy component per page loader, so revisiting a route reuses the loaded module. */
export function lazyPage(loader: PageLoader): LazyExoticComponent<ComponentType<PageProps>> {
  let page = cache.get(loader);
  if (!page) cache.set(loader, (page = lazy(loader)));
  return page;
}
