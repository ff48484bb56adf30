import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

const savedWidth = async (token: string) =>
  (
    await callApi<{ columns: Array<{ width: number }> }>('i/registry/get', {
      i: token,
      scope: ['client', 'deck', 'profiles'],
      key: 'default',
    }).catch(() => null)
  )?.columns[0]?.width;

const columnWidth = (page: Page) =>
  page.locator('.kumo-deck-column[aria-label="Local"]').evaluate((e) => e.getBoundingClientRect().width);

describe("deck column resize and the menu's More", () => {
  test('a deck column is dragged wider by its edge, keeps the width after reload, and is narrowed with the keyboard', async () => {
    const { user, page, context } = await kumo.openAsNewUser('resizer', '/secure/deck', { width: 1280 });
    await page.getByRole('button', { name: 'Add a column' }).first().click();
    await page.getByRole('menuitem', { name: 'Timeline', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Local', exact: true }).click();
    const handle = page.getByRole('separator', { name: 'Resize Local' });
    await handle.waitFor();
    expect(await handle.getAttribute('aria-valuenow')).toBe('330');
    expect(await handle.getAttribute('aria-valuemin')).toBe('200');
    expect(await handle.getAttribute('aria-valuemax')).toBe('1200');
    expect(Math.round(await columnWidth(page))).toBe(330);

    // dragged 120 px to the right: the column follows while the pointer moves
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y, { steps: 3 });
    await expect.poll(() => columnWidth(page).then(Math.round)).toBe(390);
    await page.mouse.move(x + 120, y, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => columnWidth(page).then(Math.round)).toBe(450);
    expect(await handle.getAttribute('aria-valuenow')).toBe('450');
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-k-deck-resized-1280.png' });
    expect(await seriousAxeViolations(page, '.kumo-deck-column[aria-label="Local"]')).toEqual([]);

    // saved with the deck, and the same after a reload
    await expect.poll(() => savedWidth(user.token)).toBe(450);
    await page.reload();
    await handle.waitFor();
    expect(Math.round(await columnWidth(page))).toBe(450);

    // the keyboard: focus the edge, three presses of the left arrow take 30 px off
    await handle.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => columnWidth(page).then(Math.round)).toBe(420);
    expect(await handle.getAttribute('aria-valuenow')).toBe('420');
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-k-deck-keyboard-1280.png' });
    await expect.poll(() => savedWidth(user.token)).toBe(420);
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`More lists the destinations not in the menu and goes to the registry and custom emoji (${width} px)`, async () => {
      const { page, context } = await kumo.openAsNewUser('moremenu', undefined, { width });
      const openMore = async () => {
        if (width < 500) await page.getByRole('button', { name: 'Open menu' }).click();
        const more = page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('button', { name: 'More', exact: true });
        await more.click();
        const menu = page.getByRole('menu', { name: 'More' });
        await menu.waitFor();
        return menu;
      };
      let menu = await openMore();
      const items = (await menu.getByRole('menuitem').allTextContents()).map((s) => s.trim());
      expect(items).toContain('Registry');
      expect(items).toContain('Custom emoji');
      expect(items).toContain('Antennas');
      // what the menu already holds is not repeated
      expect(items).not.toContain('Timeline');
      expect(items).not.toContain('Notifications');
      if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots-k-more-${width}.png` });
      expect(await seriousAxeViolations(page, '[role="menu"]')).toEqual([]);

      await menu.getByRole('menuitem', { name: 'Registry' }).click();
      await page.waitForURL('**/secure/registry');
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
      // the phone's drawer closed with the choice
      await expect.poll(() => page.locator('.kumo-drawer').count()).toBe(0);

      menu = await openMore();
      await menu.getByRole('menuitem', { name: 'Custom emoji' }).click();
      await page.waitForURL('**/secure/custom-emojis');
      await expect.poll(() => page.locator('.kumo-drawer').count()).toBe(0);
      await context.close();
    });
  }

  test('with the menu across the top, More is in the top bar too', async () => {
    const { page, context } = await kumo.openAsNewUser('moretop', '/secure/settings/navbar');
    await page.getByLabel('Menu style').selectOption('top');
    const more = page.locator('.kumo-topnav').getByRole('button', { name: 'More', exact: true });
    await more.click();
    const menu = page.getByRole('menu', { name: 'More' });
    await menu.getByRole('menuitem', { name: 'Registry' }).click();
    await page.waitForURL('**/secure/registry');
    await context.close();
  });
});
