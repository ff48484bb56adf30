import {
  Activity,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useSettingValue } from '@/store/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { navigate, useLocation } from './history.ts';
import { lazyPage } from './lazy-page.ts';
import { setViewerSignedIn } from './link-scope.ts';
import { decideNavigation } from './navigation-rules.ts';
import { updatePageCache, type CachedPage } from './page-cache.ts';
import type { RouteParams } from './path-pattern.ts';
import type { Layout, PageProps, RouteDef } from './route-types.ts';
import { RouteErrorView } from './RouteErrorView.tsx';

export type LayoutComponent = ComponentType<{ children: React.ReactNode; layout: Layout }>;

interface PageEntry {
  route: RouteDef;
  params: RouteParams;
  search: string;
}

/**
 * A kept page's place in the document. A hidden page is an `<Activity>` in hidden mode: its state
 * stays, its effects stop (stream channels left, polling and timers stopped, listeners gone) and
 * start again when it is shown, where its channels catch up on what they missed. Its DOM is also
 * taken out of the document (as Vue's KeepAlive does in Misskey's client), so that nothing finds it.
 */
function PageSlot({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  return (
    <div className="kumo-page-slot">
      <Activity mode={hidden ? 'hidden' : 'visible'}>
        <div className="kumo-page-slot-inner">
          <InDocument />
          {children}
        </div>
      </Activity>
    </div>
  );
}

/**
 * The first child of a kept page: its layout effect is the first of the page's to run as it is shown
 * (and its cleanup one of those that run as it is hidden), so the page is in the document before any
 * of its own effects measures or scrolls, and out of it while hidden. It finds the page through an
 * inert marker of its own: a parent's ref is not yet set when a child's layout effect runs.
 */
function InDocument() {
  const marker = useRef<HTMLTemplateElement>(null);
  const slot = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const inner = marker.current?.parentElement;
    if (!inner) return;
    // the slot, found as the page first appears (it is in it then)
    slot.current ??= inner.parentElement;
    const s = slot.current;
    if (!s) return;
    if (inner.parentNode !== s) s.appendChild(inner);
    return () => {
      if (inner.parentNode === s) s.removeChild(inner);
    };
  }, []);
  return <template ref={marker} />;
}

/** Where each kept page was scrolled to, restored when it is shown again. */
const scrollByPage = new Map<string, number>();

function CachedPageView({ entry, pageKey }: { entry: PageEntry; pageKey: string }) {
  const { route, params, search } = entry;
  const Page: ComponentType<PageProps> = lazyPage(route.page);
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
