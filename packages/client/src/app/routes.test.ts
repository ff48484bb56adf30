import { describe, expect, test } from 'vitest';
import samples from '../../../e2e/support/route-samples.json';
import { matchRoute, menuRoutes } from '@/router/index.ts';
import { routes } from './routes.ts';

/** Spec P1 §2, settings sub-pages (the settings index is /secure/settings). */
const SETTINGS_PAGES = [
  'profile',
  'roles',
  'privacy',
  'reaction',
  'drive',
  'drive/cleaner',
  'notifications',
  'email',
  'security',
  'general',
  'feedSettings',
  'theme',
  'theme/install',
  'theme/manage',
  'navbar',
  'statusbar',
  'sounds',
  'plugin',
  'plugin/install',
  'import-export',
  'instance-mute',
  'mute-block',
  'word-mute',
  'api',
  'apps',
  'webhook',
  'webhook/new',
  'webhook/edit/:webhookId',
  'deck',
  'preferences-backups',
  'migration',
  'custom-css',
  'accounts',
  'subscription',
  'points',
  'invite',
  'other',
];

/** Spec P1 §2, admin sub-pages. */
const ADMIN_PAGES = [
  'overview',
  'users',
  'emojis',
  'queue',
  'files',
  'file/:fileId',
  'federation',
  'announcements',
  'ads',
  'roles',
  'roles/new',
  'roles/:id',
  'roles/:id/edit',
  'subscription-plans',
  'database',
  'abuses',
  'settings',
  'pinnedChannel',
  'branding',
  'moderation',
  'email-settings',
  'object-storage',
  'security',
  'relays',
  'instance-block',
  'proxy-account',
  'other-settings',
  'server-rules',
  'invites',
];

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

  test('settings has the 37 sub-pages and admin the 29 of the spec, and no other', () => {
    const under = (prefix: string) =>
      routes.filter((r) => r.path.startsWith(prefix)).map((r) => r.path.slice(prefix.length));
    expect(under('/secure/settings/').sort()).toEqual([...SETTINGS_PAGES].sort());
    expect(under('/admin/').sort()).toEqual([...ADMIN_PAGES].sort());
  });

  test('every /secure and /admin route needs a signed-in user; /admin pages have the admin layout', () => {
    for (const r of routes.filter((x) => /^\/(secure|admin)(\/|$)/.test(x.path)))
      expect([r.path, r.access]).toEqual([r.path, 'needLogin']);
    for (const r of routes.filter((x) => x.path.startsWith('/admin')))
      expect([r.path, r.layout]).toEqual([r.path, 'admin']);
  });

  test('the settings index and the admin menu list the pages their routes say, each with a label', () => {
    const settings = menuRoutes('settings').map((r) => r.path.replace('/secure/settings/', ''));
    expect(settings).toHaveLength(31);
    expect(settings).not.toContain('theme/install');
    expect(menuRoutes('admin').map((r) => r.path)).toContain('/admin/queue');
    expect(menuRoutes('admin').every((r) => !r.path.includes(':'))).toBe(true);
  });

  test('no two routes share a pattern', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  test('every route has an address in the accessibility sweep of the browser suite', () => {
    const all = [...samples.user, ...samples.admin, ...samples.visitor];
    const swept = new Set(
      all.map((a) => matchRoute(new URL(a.replaceAll(/[{}]/g, ''), 'http://x').pathname).route.path),
    );
    expect(routes.filter((r) => !swept.has(r.path)).map((r) => r.path)).toEqual([]);
  });

  test('the table ends with the catch-all, which shows the not-found page', () => {
    expect(routes.at(-1)!.path).toBe('/:path*');
    expect(matchRoute('/no/such/page').route).toBe(routes.at(-1));
  });
});
