import { afterAll, describe, expect, test } from 'vitest';
import { adminToken, callApi, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

afterAll(async () => {
  // points stay off for the files that run after this one
  await callApi('admin/update-meta', { i: await adminToken(), enablePoints: false });
});

describe('points (a server that offers them)', () => {
  test('the admin turns them on; a first note of the day earns points, told by a notification and listed', async () => {
    const adminPage = await kumo.newPage();
    await kumo.signIn(adminPage.page, 'admin', '/admin/other-settings');
    const toggle = adminPage.page.getByRole('switch', { name: 'Award points' });
    await toggle.click({ force: true });
    await adminPage.page
      .locator('form', { has: toggle })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expect
      .poll(
        async () =>
          (await callApi<{ enablePoints: boolean }>('admin/meta', { i: await adminToken() })).enablePoints,
      )
      .toBe(true);
    await adminPage.context.close();

    const { page, context } = await kumo.openAsNewUser('pointer');
    const box = page.getByRole('textbox', { name: 'What is happening?' });
    await box.fill('my first note today');
    await box.press('Control+Enter');
    const popup = page.locator('.kumo-notification-toast', { hasText: 'You received 3 points' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Your first note of the day');

    await page.goto('/secure/settings/points');
    await page.getByText('3 points', { exact: true }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'A new follower' }).getByText('+5').waitFor();
    const history = page.locator('.kumo-points-history');
    await history.getByText('Your first note of the day').waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/points-desktop.png' });
    await context.close();
  });
});
