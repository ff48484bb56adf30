import type { ComponentType } from 'react';
import type { LocaleKey } from '@/i18n/index.ts';
import type { ServerFeature } from '@/queries/index.ts';
import type { RouteParams } from './path-pattern.ts';

export interface PageProps {
  params: RouteParams;
  query: URLSearchParams;
  path: string;
}

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * public: anyone; a signed-in user is sent to the /secure twin of the path when one exists.
 * visitorOnly: a signed-in user is sent home. signinRequired: a visitor is sent to /signin.
 * needLogin: a visitor is sent to /. Every /secure and /admin path is needLogin (spec P1 §2).
 */
export type Access = 'public' | 'visitorOnly' | 'signinRequired' | 'needLogin';
export type Layout = 'default' | 'zen' | 'admin';

/** Where a route is listed in one of the app's menus: the settings index or the admin menu. */
export interface RouteMenu {
  in: 'settings' | 'admin';
  label: LocaleKey;
  /** The settings index's group title (groups come in the order of their first route). */
  group?: LocaleKey;
  /** A glyph name the menu knows (the table stays free of icon code, which the first screen does not draw). */
  icon?: string;
  /** Listed only when the server has this optional feature. */
  feature?: ServerFeature;
  /** Listed only for administrators (a moderator may not read or change it, as on Misskey). */
  adminOnly?: true;
}

export interface RouteDef {
  path: string;
  page: PageLoader;
  access: Access;
  layout: Layout;
  menu?: RouteMenu;
}
