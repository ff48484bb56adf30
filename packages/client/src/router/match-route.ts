import { matchPattern, parsePattern, type PatternSegment, type RouteParams } from './path-pattern.ts';
import { routes, type RouteDef } from './route-table.ts';

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

const compiled: Array<[RouteDef, PatternSegment[]]> = routes.map((r) => [r, parsePattern(r.path)]);

/** The first route of the table that matches `pathname`; the catch-all guarantees one. */
export function matchRoute(pathname: string): RouteMatch {
  for (const [route, pattern] of compiled) {
    const params = matchPattern(pattern, pathname);
    if (params) return { route, params };
  }
  throw new Error('the route table has no catch-all');
}

/** Routes that still render the "not available yet" view. */
export function pendingRoutes(): string[] {
  return routes.filter((r) => r.page === 'pending').map((r) => r.path);
}
