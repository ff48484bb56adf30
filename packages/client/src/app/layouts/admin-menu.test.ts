import { expect, test } from 'vitest';
import { adminMenuEntries } from './AdminFrame.tsx';

test("a moderator's admin menu leaves out the instance's settings, which only administrators may read", () => {
  const all = { subscriptionPlans: true, pinnedChannels: true };
  const admin = adminMenuEntries(true, all);
  const moderator = adminMenuEntries(false, all);
  for (const page of ['settings', 'branding', 'moderation', 'security', 'database', 'subscription-plans'])
    expect([page, admin.includes(page), moderator.includes(page)]).toEqual([page, true, false]);
  for (const page of ['users', 'abuses', 'queue', 'files', 'announcements', 'ads', 'roles', 'invites'])
    expect([page, moderator.includes(page)]).toEqual([page, true]);
  // a server without the optional features: their entries are nobody's
  expect(adminMenuEntries(true, {}).includes('subscription-plans')).toBe(false);
});
