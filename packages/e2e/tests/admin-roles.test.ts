import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, callApi, createUser, openBrowser, newPage, signIn } from '../support/browser.ts';

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await openBrowser();
  adminToken = (await callApi<{ i: string }>('signin-flow', { username: 'admin', password: DEMO_PASSWORD }))
    .i;
});
/** The instance is shared with the other files: roles made here are removed again. */
async function deleteRolesNamed(name: string): Promise<void> {
  const roles = await callApi<Array<{ id: string; name: string }>>('admin/roles/list', { i: adminToken });
  for (const r of roles.filter((x) => x.name === name))
    await callApi('admin/roles/delete', { i: adminToken, roleId: r.id });
}

describe('admin: roles', () => {
  test('a conditional role that turns note search off takes search from a user at once', async () => {
    const roleName = `No search ${Date.now() % 100000}`;
    const user = await createUser('nosrch');
    const { page: userPage, context: userCtx } = await newPage(browser);
    const { page, context } = await newPage(browser);
    try {
      await signIn(userPage, user.username, '/secure/search?q=hello&type=note');
      const unavailable = userPage.getByText('This server does not let your account search notes');
      await expect.poll(() => userPage.getByRole('textbox').first().isVisible()).toBe(true);
      expect(await unavailable.count()).toBe(0);

      await signIn(page, 'admin', '/admin/roles');
      await page.getByRole('link', { name: 'New role' }).click();
      await page.waitForURL('**/admin/roles/new');
      await page.getByLabel('Name', { exact: true }).fill(roleName);
      await page.getByLabel('Given').selectOption('conditional');
      // the condition: an account of this server made less than a day ago, and not a bot
      const condition = page.getByRole('group', { name: 'Condition' });
      await condition.getByLabel('Kind of condition').first().selectOption('and');
      await condition.getByRole('button', { name: 'Add a condition' }).click();
      await condition.getByLabel('Kind of condition').nth(1).selectOption('createdLessThan');
      await condition.getByLabel('Days', { exact: true }).fill('1');
      await condition.getByRole('button', { name: 'Add a condition' }).click();
      await condition.getByLabel('Kind of condition').nth(2).selectOption('isLocal');
      const policy = page
        .getByRole('listitem')
        .filter({ has: page.getByText('Can search notes', { exact: true }) });
      await policy.getByRole('switch', { name: 'Use the base role’s value' }).uncheck({ force: true });
      await policy.getByRole('switch', { name: 'Can search notes' }).uncheck({ force: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/roles\/[0-9a-z]+$/);
      await expect.poll(() => page.getByRole('heading', { name: roleName }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Can search notes').isVisible()).toBe(true);

      // the user's open search page says so without a reload, and the server refuses the search
      await expect.poll(() => unavailable.isVisible(), { timeout: 10_000 }).toBe(true);
      const refused = await callApi('notes/search', { i: user.token, query: 'hello' }).catch((e: Error) => e);
      expect(String(refused)).toMatch(/UNAVAILABLE|400/);

      // listed on the roles page as a conditional role; deleting it gives search back
      await page.goto('/admin/roles');
      const row = page.getByRole('link').filter({ hasText: roleName });
      await expect.poll(() => row.getByText('By condition').isVisible()).toBe(true);
      await row.click();
      await page.getByRole('button', { name: 'Delete role' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/admin/roles');
      await expect.poll(() => unavailable.count(), { timeout: 10_000 }).toBe(0);
    } finally {
      await deleteRolesNamed(roleName);
      await userCtx.close();
      await context.close();
    }
  });

  test('a role given by hand from a user’s page, with an end, and taken back', async () => {
    const roleName = `Helpers ${Date.now() % 100000}`;
    const user = await createUser('helper');
    await callApi('admin/roles/create', {
      i: adminToken,
      name: roleName,
      description: 'They help',
      color: '#3366cc',
      iconUrl: null,
      target: 'manual',
      condFormula: {},
      isPublic: true,
      isModerator: false,
      isAdministrator: false,
      asBadge: false,
      canEditMembersByModerator: false,
      displayOrder: 0,
      policies: { clipLimit: { useDefault: false, priority: 0, value: 99 } },
    });
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', `/secure/user-info/${user.id}`);
      await page.getByLabel('Give a role').selectOption({ label: roleName });
      await page.getByLabel('For').selectOption('week');
      await page.getByRole('button', { name: 'Give', exact: true }).click();
      const held = page.getByRole('list', { name: 'Roles' });
      await expect.poll(() => held.getByText(roleName).isVisible()).toBe(true);
      await expect.poll(() => held.getByText(/until/).isVisible()).toBe(true);
      const me = await callApi<{ policies: { clipLimit: number } }>('i', { i: user.token });
      expect(me.policies.clipLimit).toBe(99);

      // the role's page lists the member and what the role sets
      await held.getByRole('link', { name: roleName }).click();
      await expect.poll(() => page.getByText(`@${user.username}`).isVisible()).toBe(true);
      await expect.poll(() => page.getByText('99', { exact: true }).isVisible()).toBe(true);
      await page.getByRole('button', { name: `Take the role from @${user.username}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => page.getByText('Nobody holds this role.').isVisible()).toBe(true);
      const after = await callApi<{ policies: { clipLimit: number } }>('i', { i: user.token });
      expect(after.policies.clipLimit).not.toBe(99);
    } finally {
      await deleteRolesNamed(roleName);
      await context.close();
    }
  });
});
