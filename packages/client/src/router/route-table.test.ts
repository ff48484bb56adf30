import { describe, expect, test } from 'vitest';
import samples from '../../../e2e/support/route-samples.json';
import { matchRoute, pendingRoutes } from './match-route.ts';
import { ADMIN_PAGES, routes, SETTINGS_PAGES } from './route-table.ts';

/** Every route of spec P1 §2, as an example address. */
const SPEC_ADDRESSES = [
  '/@alice/pages/intro',
  '/@alice/following',
  '/@alice/followers',
  '/@alice',
  '/@alice@remote.example/media',
  '/notes/n1',
  '/pages',
  '/list/l1',
  '/clips/c1',
  '/play/p1',
  '/gallery/g1',
  '/channels',
  '/channels/ch1',
  '/tags/kumo',
  '/share',
  '/signin',
  '/signup',
  '/instance-info/remote.example',
  '/reset-password',
  '/reset-password/tok',
  '/signup-complete/code',
  '/auth/tok',
  '/miauth/sess',
  '/about',
  '/about-kumo',
  '/',
  '/secure/timeline',
  '/secure/deck',
  '/secure/user-info/u1',
  '/secure/list/l1',
  '/secure/clips/c1',
  '/secure/announcements',
  '/secure/theme-editor',
  '/secure/roles/r1',
  '/secure/user-tags/tag',
  '/secure/search',
  '/secure/authorize-follow',
  '/secure/tags/t',
  '/secure/pages',
  '/secure/pages/new',
  '/secure/pages/edit/p1',
  '/secure/play',
  '/secure/play/new',
  '/secure/play/p1',
  '/secure/play/p1/edit',
  '/secure/gallery',
  '/secure/gallery/new',
  '/secure/gallery/g1',
  '/secure/gallery/g1/edit',
  '/secure/channels',
  '/secure/channels/new',
  '/secure/channels/c1',
  '/secure/channels/c1/edit',
  '/secure/custom-emojis-manager',
  '/secure/custom-emojis',
  '/secure/registry',
  '/secure/registry/keys/system/a/b',
  '/secure/registry/value/system/a/b',
  '/secure/my/notifications',
  '/secure/my/favorites',
  '/secure/my/achievements',
  '/secure/my/drive',
  '/secure/my/drive/folder/f1',
  '/secure/my/follow-requests',
  '/secure/my/lists',
  '/secure/my/lists/l1',
  '/secure/my/clips',
  '/secure/my/antennas',
  '/secure/my/antennas/create',
  '/secure/my/antennas/a1',
  '/secure/timeline/list/l1',
  '/secure/timeline/antenna/a1',
  '/secure/notes/n1',
  '/chat',
  '/chat/user/u1',
  '/chat/room/r1',
  '/secure/settings',
  ...SETTINGS_PAGES.map((p) => `/secure/settings/${p.replace(':webhookId', 'w1')}`),
  '/admin',
  ...ADMIN_PAGES.map((p) => `/admin/${p.replace(':fileId', 'f1').replace(':id', 'r1')}`),
];

describe('the route table', () => {
  test('every address of the spec has its own route, not the not-found page', () => {
    for (const address of SPEC_ADDRESSES) {
      expect(matchRoute(address).route.path, address).not.toBe('/:path*');
    }
  });

  test('settings has 37 sub-pages and admin 29, as the spec lists', () => {
    expect(SETTINGS_PAGES).toHaveLength(37);
    expect(ADMIN_PAGES).toHaveLength(29);
  });

  test('no two routes share a pattern', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  test('every route with a page has an address in the accessibility sweep of the browser suite', () => {
    const all = [...samples.user, ...samples.admin, ...samples.visitor];
    const swept = new Set(
      all.map((a) => matchRoute(new URL(a.replaceAll(/[{}]/g, ''), 'http://x').pathname).route.path),
    );
    const missing = routes.filter((r) => r.page !== 'pending' && !swept.has(r.path)).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  test('every route of the spec has its page: none is left pending', () => {
    const pending = pendingRoutes();
    console.log(
      `routes: ${routes.length}, with a page: ${routes.length - pending.length}, pending: ${pending.length}`,
    );
    expect(pending).toEqual([]);
  });
});
