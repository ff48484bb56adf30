import { describe, expect, test } from 'vitest';
import { adminToken, callApi, DEMO_PASSWORD, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

describe('deleting one’s own account', () => {
  test('from Settings → Other with the password: the user is told, signed out, and cannot sign in again', async () => {
    const { user, page, context } = await kumo.openAsNewUser('leaving', '/settings/other');
    await page.getByRole('button', { name: 'Delete account' }).click({ timeout: 10_000 });
    await page
      .getByRole('alertdialog', { name: 'Delete your account for good?' })
      .waitFor({ timeout: 10_000 });
    expect(await seriousAxeViolations(page, '[role="alertdialog"]')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-j-delete-warning-1280.png' });
    await page.getByRole('button', { name: 'Yes, delete my account' }).click({ timeout: 10_000 });
    const password = page.getByRole('dialog', { name: 'Enter your password to delete your account.' });
    await password.locator('input').fill(DEMO_PASSWORD);
    await password.locator('input').press('Enter');
    const done = page.getByRole('dialog', { name: 'Your account is being deleted' });
    await done.waitFor({ timeout: 10_000 });
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-j-delete-done-1280.png' });
    await Promise.all([
      page.waitForEvent('load', { timeout: 15_000 }),
      done.getByRole('button', { name: 'OK' }).click(),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('account'))).toBeNull();
    expect((await callApi<{ isDeleted: boolean }>('i', { i: user.token })).isDeleted).toBe(true);
    await expect(
      callApi('signin-flow', { username: user.username, password: DEMO_PASSWORD }),
    ).rejects.toThrow(/signin-flow failed: 403/);
    await context.close();
  });
});

describe('/about', () => {
  test('shows the user and note counts, and the terms link once the admin sets it', async () => {
    const admin = await adminToken();
    const before = await callApi<{ tosUrl: string | null; privacyPolicyUrl: string | null }>('meta', {});
    await callApi('admin/update-meta', {
      i: admin,
      tosUrl: 'https://kumo.example/terms',
      privacyPolicyUrl: 'https://kumo.example/privacy',
    });
    try {
      const stats = await callApi<{ originalUsersCount: number; originalNotesCount: number }>('stats', {});
      for (const width of [1280, 390]) {
        const { page, context } = await kumo.newPage();
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/about');
        const tos = page.getByRole('link', { name: 'Terms of service' });
        await tos.waitFor();
        expect(await tos.getAttribute('href')).toBe('https://kumo.example/terms');
        expect(await page.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
          'https://kumo.example/privacy',
        );
        const facts = await page.locator('.kumo-about-facts').textContent();
        expect(facts).toContain('Users');
        expect(facts).toContain(stats.originalUsersCount.toLocaleString('en-US'));
        expect(facts).toContain('Notes');
        expect(await seriousAxeViolations(page)).toEqual([]);
        if (process.env.SHOTS)
          await page.screenshot({ path: `/tmp/shots-j-about-${width}.png`, fullPage: true });
        await context.close();
      }
    } finally {
      await callApi('admin/update-meta', {
        i: admin,
        tosUrl: before.tosUrl,
        privacyPolicyUrl: before.privacyPolicyUrl,
      });
    }
  });
});
