import { describe, expect, test } from 'vitest';
import { adminToken, callApi, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

/** An announcement for one user only, so the other test files sharing the instance see nothing. */
async function announce(admin: string, userId: string, title: string, extra: Record<string, unknown> = {}) {
  return callApi<{ id: string }>('admin/announcements/create', {
    i: admin,
    title,
    text: `**${title}**: details for you`,
    imageUrl: null,
    userId,
    ...extra,
  });
}

describe('announcements', () => {
  test('unread ones are marked and the menu dot shows; reading each clears them; new ones arrive live; past ones are kept', async () => {
    const admin = await adminToken();
    const { user, page, context } = await kumo.openAsNewUser('announced');
    await announce(admin, user.id, 'Maintenance on Sunday');
    const old = await announce(admin, user.id, 'Last year’s news');
    await callApi('admin/announcements/update', {
      i: admin,
      id: old.id,
      title: 'Last year’s news',
      text: 'archived',
      imageUrl: null,
      isActive: false,
    });

    await page.goto('/secure/announcements');
    const list = page.getByRole('list', { name: 'Announcements' });
    // the document is titled after the page and the server
    await expect.poll(() => page.title()).toMatch(/^Announcements \| \S/);
    const card = list.getByRole('article', { name: 'Maintenance on Sunday' });
    await card.waitFor();
    expect(await card.getByText('New', { exact: true }).count()).toBe(1);
    expect(await card.locator('b, strong').first().textContent()).toBe('Maintenance on Sunday');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const dot = nav.getByRole('link', { name: /Announcements/ }).getByLabel('Unread');
    await dot.waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/announcements-desktop.png' });

    // a new one arrives while the page is open
    await announce(admin, user.id, 'Fresh news');
    await list.getByRole('article', { name: 'Fresh news' }).waitFor();

    const fresh = list.getByRole('article', { name: 'Fresh news' });
    await fresh.getByRole('button', { name: "I've read it" }).click();
    await expect.poll(() => fresh.getByText('New', { exact: true }).count()).toBe(0);
    // the dot stays while anything current is unread (the demo's announcements too), then goes
    const readButtons = list.getByRole('button', { name: "I've read it" });
    while ((await readButtons.count()) > 0) {
      await dot.waitFor();
      const before = await readButtons.count();
      await readButtons.first().click();
      await expect.poll(() => readButtons.count()).toBe(before - 1);
    }
    await dot.waitFor({ state: 'detached' });
    if (process.env.SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/announcements-phone.png' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await page.getByRole('tab', { name: 'Past' }).click();
    await list.getByRole('article', { name: 'Last year’s news' }).waitFor();
    expect(await list.getByRole('button', { name: "I've read it" }).count()).toBe(0);
    await context.close();
  });
});
