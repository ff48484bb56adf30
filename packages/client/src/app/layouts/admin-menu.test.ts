import { expect, test } from 'vitest';
import { adminMenuEntries } from './AdminFrame.tsx';

const pagesIn = (entries: Array<{ path: string }>) => entries.map((e) => e.path.replace('/admin/', ''));

test("a moderator's admin menu leaves out the instance's settings, which only administrators may read", () => {
  const all = { subscriptionPlans: true, pinnedChannels: true };
  const admin = pagesIn(adminMenuEntries(true, all));
  const moderator = pagesIn(adminMenuEntries(false, all));
  for (const page of ['settings', 'branding', 'moderation', 'security', 'database', 'subscription-plans'])
    expect([page, admin.includes(page), moderator.includes(page)]).toEqual([page, true, false]);
  for (const page of ['users', 'abuses', 'queue', 'files', 'announcements', 'ads', 'roles', 'invites'])
    expect([page, moderator.includes(page)]).toEqual([page, true]);
  // a server without the optional features: their entries are nobody's
  expect(pagesIn(adminMenuEntries(true, {})).includes('subscription-plans')).toBe(false);
  // pages reached from others (a file, a role, a new role) are not menu entries
  expect(admin.some((p) => p.includes(':') || p.endsWith('/new'))).toBe(false);
  expect(admin).toHaveLength(25);
});
