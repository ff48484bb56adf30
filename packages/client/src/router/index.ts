// The router is an engine: history, matching, links, page windows. The route table is the app's
// (app/routes.ts), handed over once at start-up with setRoutes.
export { navigate, useLocation } from './history.ts';
export { Link } from './Link.tsx';
export { RouterView } from './RouterView.tsx';
export type { LayoutComponent } from './RouterView.tsx';
export { buildPath } from './path-pattern.ts';
export type { Access, Layout, PageLoader, PageProps, RouteDef, RouteMenu } from './route-types.ts';
export { matchRoute, menuRoutes, routeTable, setRoutes } from './route-registry.ts';
export { homePath } from './navigation-rules.ts';
export { preloadPage } from './lazy-page.ts';
export { acctOf, profilePath } from './user-paths.ts';
export { openPageWindow } from './link-menu.tsx';
export { LinkScope, useGoTo } from './link-scope.ts';
