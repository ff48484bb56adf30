import { matchPattern, parsePattern, type PatternSegment, type RouteParams } from './path-pattern.ts';
import type { RouteDef, RouteMenu } from './route-types.ts';

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

/**
 * The route table, handed to the router once at start-up by the app (app/routes.ts): the router is an
 * engine that knows no page, so no page's code can reach back into the router's table.
 */
let table: readonly RouteDef[] = [];
let compiled: Array<[RouteDef, PatternSegment[]]> = [];

export function setRoutes(routes: readonly RouteDef[]): void {
  table = routes;
  compiled = routes.map((r) => [r, parsePattern(r.path)]);
}

export function routeTable(): readonly RouteDef[] {
  return table;
}

/** The routes listed in a menu, in table order. */
export function menuRoutes(menu: RouteMenu['in']): Array<RouteDef & { menu: RouteMenu }> {
  return table.filter((r): r is RouteDef & { menu: RouteMenu } => r.menu?.in === menu);
}

/** The first route of the table that matches `pathname`; the table ends with a catch-all. */
export function matchRoute(pathname: string): RouteMatch {
  for (const [route, pattern] of compiled) {
    const params = matchPattern(pattern, pathname);
    if (params) return { route, params };
  }
  throw new Error(table.length ? 'the route table has no catch-all' : 'no route table was set (setRoutes)');
}
