import { Suspense, useEffect, type ComponentType } from 'react';
import { LoadingView } from '@/ui/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { navigate, useLocation } from './history.ts';
import { lazyPage } from './lazy-page.ts';
import { decideNavigation } from './navigation-rules.ts';
import { PendingPage } from './PendingPage.tsx';
import type { Layout, PageProps } from './route-table.ts';
import { RouteErrorView } from './RouteErrorView.tsx';

export type LayoutComponent = ComponentType<{ children: React.ReactNode; layout: Layout }>;

/** Matches the address, applies the navigation rules, and renders the lazy page inside its layout. */
export function RouterView({ Layout, signedIn }: { Layout: LayoutComponent; signedIn: boolean }) {
  const location = useLocation();
  const decision = decideNavigation(location.pathname, {
    signedIn,
    ui: localStorage.getItem('ui') ?? 'default',
  });
  const redirectTo = decision.kind === 'redirect' ? decision.to + location.search + location.hash : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo]);
  if (decision.kind === 'redirect') return null;

  const { route, params } = decision.match;
  const Page: ComponentType<PageProps> = route.page === 'pending' ? PendingPage : lazyPage(route.page);
  const key = location.pathname;
  return (
    <Layout layout={route.layout}>
      <ErrorBoundary resetKey={key} fallback={(error) => <RouteErrorView error={error} />}>
        <Suspense fallback={<LoadingView />}>
          <Page
            key={key}
            params={params}
            query={new URLSearchParams(location.search)}
            path={location.pathname}
          />
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
