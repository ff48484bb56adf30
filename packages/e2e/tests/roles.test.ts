import { describe, expect, test } from 'vitest';
import {
  callApi,
  createPublicRole,
  channelJoined,
  createUser,
  DEMO_PASSWORD,
  openKumo,
  postNote,
  seriousAxeViolations,
} from '../support/browser.ts';

const kumo = await openKumo();
const adminToken = (
  await callApi<{ i: string }>('signin-flow', { username: 'admin', password: DEMO_PASSWORD })
).i;

const createRole = (name: string, isExplorable: boolean) =>
  createPublicRole(adminToken, name, { isExplorable });

describe('role page', () => {
  test("a profile's role opens its page: the members, then their notes arriving live on the role timeline", async () => {
    const roleId = await createRole('Gardeners', true);
    const member = await createUser('gardener');
    await callApi('admin/roles/assign', { i: adminToken, roleId, userId: member.id });
    await postNote(member, 'the tomatoes are ripe');

    const { page, context } = await kumo.newPage();
    const joined = channelJoined(page, 'roleTimeline');
    await kumo.signIn(page, (await createUser('rolefan')).username);
    await page.goto(`/@${member.username}`);
    await page.getByRole('link', { name: 'Gardeners' }).click();
    await page.waitForURL(`**/secure/roles/${roleId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Gardeners', level: 2 }).count()).toBe(1);
    await expect.poll(() => page.getByText('Members: 1').count()).toBe(1);
    await expect
      .poll(() => page.locator('.kumo-user-rows').getByText(member.username).count())
      .toBeGreaterThan(0);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    await page.getByRole('tab', { name: 'Timeline' }).click();
    await expect.poll(() => page.getByText('the tomatoes are ripe').count()).toBe(1);
    await joined;
    await postNote(member, 'and the beans too');
    await expect.poll(() => page.getByText('and the beans too').count()).toBe(1);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/role-desktop.png' });
    await context.close();
  });

  test('a role that is not explorable shows its members only; on a phone it fits', async () => {
    const roleId = await createRole('Quiet keepers', false);
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    await kumo.signIn(page, (await createUser('quietfan')).username);
    await page.goto(`/secure/roles/${roleId}`);
    await expect.poll(() => page.getByText('Nobody holds this role yet.').count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Timeline' }).count()).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/role-phone.png' });
    await page.goto('/secure/roles/0000000000');
    await expect.poll(() => page.getByText(/not found/i).count()).toBeGreaterThan(0);
    await context.close();
  });
});
