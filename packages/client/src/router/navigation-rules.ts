import { matchRoute, type RouteMatch } from './route-registry.ts';

export type Decision = { kind: 'render'; match: RouteMatch } | { kind: 'redirect'; to: string };

export interface Viewer {
  signedIn: boolean;
  /** Local key `ui`: 'deck' makes the deck the signed-in home. */
  ui: string;
}

export function homePath(viewer: Viewer): string {
  return viewer.ui === 'deck' ? '/secure/deck' : '/secure/timeline';
}

/** Spec P1 §2 navigation rules, decided from the path alone. `path` has no query or fragment. */
export function decideNavigation(path: string, viewer: Viewer): Decision {
  const match = matchRoute(path);
  const { access } = match.route;
  if (viewer.signedIn) {
    if (access === 'visitorOnly') return { kind: 'redirect', to: homePath(viewer) };
    if (access === 'public' && !path.startsWith('/secure/')) {
      const twin = matchRoute(`/secure${path}`);
      if (twin.route.path.startsWith('/secure/')) return { kind: 'redirect', to: `/secure${path}` };
    }
    return { kind: 'render', match };
  }
  if (path === '/secure' || path.startsWith('/secure/')) return { kind: 'redirect', to: '/' };
  if (access === 'signinRequired') return { kind: 'redirect', to: '/signin' };
  if (access === 'needLogin') return { kind: 'redirect', to: '/' };
  return { kind: 'render', match };
}
