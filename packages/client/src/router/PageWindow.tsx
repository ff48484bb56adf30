import { IconArrowLeft, IconArrowsMaximize } from '@tabler/icons-react';
import { Suspense, useState, type ComponentType } from 'react';
import { t } from '@/i18n/index.ts';
import { IconButton, LoadingView } from '@/ui/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { navigate } from './history.ts';
import { lazyPage } from './lazy-page.ts';
import { isViewerSignedIn, LinkScopeContext } from './link-scope.ts';
import { decideNavigation, type Decision } from './navigation-rules.ts';
import type { PageProps } from './route-types.ts';
import { RouteErrorView } from './RouteErrorView.tsx';
import './page-window.css';

/** The page `path` leads to for this viewer, following the navigation rules' redirects. */
function resolve(path: string): {
  decision: Extract<Decision, { kind: 'render' }>;
  pathname: string;
  search: string;
} {
  let url = new URL(path, location.origin);
  for (let hops = 0; hops < 4; hops++) {
    const decision = decideNavigation(url.pathname, { signedIn: isViewerSignedIn(), ui: 'default' });
    if (decision.kind === 'render') return { decision, pathname: url.pathname, search: url.search };
    url = new URL(decision.to + url.search, location.origin);
  }
  const decision = decideNavigation('/', { signedIn: false, ui: 'default' }) as Extract<
    Decision,
    { kind: 'render' }
  >;
  return { decision, pathname: '/', search: '' };
}

/**
 * A page shown in a window (spec P1 §2 "show in window"): it has its own history, its links stay
 * in the window, and it can be moved to the main view.
 */
export function PageWindow({ initialPath, onClose }: { initialPath: string; onClose: () => void }) {
  const [stack, setStack] = useState<string[]>([initialPath]);
  const path = stack[stack.length - 1]!;
  const { decision, pathname, search } = resolve(path);
  const { route, params } = decision.match;
  const Page: ComponentType<PageProps> = lazyPage(route.page);
  return (
    <LinkScopeContext.Provider value={(to) => setStack((s) => [...s, to])}>
      <div className="kumo-page-window-bar">
        <IconButton
          label={t('back')}
          icon={IconArrowLeft}
          size={18}
          disabled={stack.length < 2}
          onClick={() => setStack((s) => s.slice(0, -1))}
        />
        <span className="kumo-page-window-path" title={path}>
          {pathname}
        </span>
        <IconButton
          label={t('windowOpenInMainView')}
          icon={IconArrowsMaximize}
          size={18}
          onClick={() => {
            navigate(pathname + search);
            onClose();
          }}
        />
      </div>
      <ErrorBoundary resetKey={path} fallback={(error) => <RouteErrorView error={error} />}>
        <Suspense fallback={<LoadingView />}>
          <Page key={path} params={params} query={new URLSearchParams(search)} path={pathname} />
        </Suspense>
      </ErrorBoundary>
    </LinkScopeContext.Provider>
  );
}
