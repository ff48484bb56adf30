export { navigate, useLocation } from './history.ts';
export { Link } from './Link.tsx';
export { RouterView } from './RouterView.tsx';
export type { LayoutComponent } from './RouterView.tsx';
export { buildPath } from './path-pattern.ts';
export type { PageProps, Layout } from './route-table.ts';
export { homePath } from './navigation-rules.ts';
export { preloadPage } from './lazy-page.ts';
export { acctOf, profilePath } from './user-paths.ts';
