import { Suspense, useEffect, useLayoutEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useSettingValue } from '@/store/index.ts';
import { StreamPause } from '@/stream/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { navigate, useLocation } from './history.ts';
import { lazyPage } from './lazy-page.ts';
import { setViewerSignedIn } from './link-scope.ts';
import { decideNavigation } from './navigation-rules.ts';
import { updatePageCache, type CachedPage } from './page-cache.ts';
import { PendingPage } from './PendingPage.tsx';
import type { RouteParams } from './path-pattern.ts';
import type { Layout, PageProps, RouteDef } from './route-table.ts';
import { RouteErrorView } from './RouteErrorView.tsx';

export type LayoutComponent = ComponentType<{ children: React.ReactNode; layout: Layout }>;

interface PageEntry {
  route: RouteDef;
  params: RouteParams;
  search: string;
}

/**
 * A kept page's place in the document. A hidden page's DOM is taken out of the document (as Vue's
 * KeepAlive does in Misskey's client), so that nothing finds it, and its stream channels are left
 * (`StreamPause`); shown again, it is put back as it was and joins them again.
 */
function PageSlot({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const s = slot.current;
    const i = inner.current;
    if (!s || !i) return;
    if (hidden && i.parentNode === s) s.removeChild(i);
    else if (!hidden && i.parentNode !== s) s.appendChild(i);
  }, [hidden]);
  return (
    <div ref={slot} className="kumo-page-slot">
      <div ref={inner} className="kumo-page-slot-inner">
        <StreamPause paused={hidden}>{children}</StreamPause>
      </div>
    </div>
  );
}

/** Where each kept page was scrolled to, restored when it is shown again. */
const scrollByPage = new Map<string, number>();

function CachedPageView({ entry, pageKey }: { entry: PageEntry; pageKey: string }) {
  const { route, params, search } = entry;
  const Page: ComponentType<PageProps> = route.page === 'pending' ? PendingPage : lazyPage(route.page);
  return (
    <ErrorBoundary resetKey={pageKey} fallback={(error) => <RouteErrorView error={error} />}>
      <Suspense fallback={<LoadingView />}>
        <Page params={params} query={new URLSearchParams(search)} path={pageKey} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Matches the address, applies the navigation rules, and renders the lazy page inside its layout.
 * The last `numberOfPageCache` pages stay in memory, out of the document (their stream
 * channels left), so going back to one shows it as it was, scrolled where it was.
 */
export function RouterView({ Layout, signedIn }: { Layout: LayoutComponent; signedIn: boolean }) {
  const location = useLocation();
  setViewerSignedIn(signedIn);
  const maxPages = useSettingValue('numberOfPageCache');
  const cache = useRef<Array<CachedPage<PageEntry>>>([]);
  const shownKey = useRef<string | null>(null);
  const decision = decideNavigation(location.pathname, {
    signedIn,
    ui: localStorage.getItem('ui') ?? 'default',
  });
  const redirectTo = decision.kind === 'redirect' ? decision.to + location.search + location.hash : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo]);
  useEffect(() => {
    const remember = () => {
      if (shownKey.current) scrollByPage.set(shownKey.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  const key = location.pathname;
  const layout = decision.kind === 'redirect' ? null : decision.match.route.layout;
  useLayoutEffect(() => {
    if (!layout) return;
    shownKey.current = key;
    for (const k of scrollByPage.keys()) if (!cache.current.some((e) => e.key === k)) scrollByPage.delete(k);
    const saved = scrollByPage.get(key);
    if (saved !== undefined) window.scrollTo(0, saved);
  }, [key, layout]);
  if (decision.kind === 'redirect') return null;

  const { route, params } = decision.match;
  cache.current = updatePageCache(
    cache.current,
    { key, layout: route.layout, value: { route, params, search: location.search } },
    maxPages,
  );
  // a stable order, so that showing a kept page never moves the others' DOM
  const entries = [...cache.current].sort((a, b) => (a.key < b.key ? -1 : 1));
  return (
    <Layout layout={route.layout}>
      {entries.map((e) => (
        <PageSlot key={e.key} hidden={e.key !== key}>
          <CachedPageView entry={e.value} pageKey={e.key} />
        </PageSlot>
      ))}
    </Layout>
  );
}
