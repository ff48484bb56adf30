import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

/** The names of the widgets in `area`, top to bottom. */
const widgetNames = (page: Page, area: string) => () =>
  page.locator(`${area} .kumo-widget`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('the widgets drawer', () => {
  for (const width of [1024, 390]) {
    test(`at ${width} px the Widgets button opens a drawer where a widget is added; it is still there after reload`, async () => {
      const { page, context } = await kumo.openAsNewUser('drawer', undefined, { width });
      // no room for the side bar below the lg breakpoint
      await page.getByRole('button', { name: 'Widgets', exact: true }).waitFor();
      expect(await page.getByRole('complementary', { name: 'Widgets' }).count()).toBe(0);

      const opener = page.getByRole('button', { name: 'Widgets', exact: true });
      if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots-f-menu-${width}.png` });
      await opener.click();
      const drawer = page.getByRole('dialog', { name: 'Widgets' });
      await drawer.getByRole('button', { name: 'Edit widgets' }).click();
      await drawer.getByRole('combobox', { name: 'Add a widget' }).selectOption({ label: 'Clock' });
      await drawer.getByRole('combobox', { name: 'Add a widget' }).selectOption({ label: 'Sticky note' });
      await expect.poll(widgetNames(page, '.kumo-widget-drawer')).toEqual(['Sticky note', 'Clock']);
      await drawer.getByRole('button', { name: 'Done' }).click();
      expect(await seriousAxeViolations(page, '.kumo-widget-drawer')).toEqual([]);
      if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots-f-drawer-${width}.png` });

      // Escape closes it and gives the focus back to the button
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.reload();
      await page.getByRole('button', { name: 'Widgets', exact: true }).click();
      await expect.poll(widgetNames(page, '.kumo-widget-drawer')).toEqual(['Sticky note', 'Clock']);
      // a click on the scrim closes it
      await page.mouse.click(10, 300);
      await page.getByRole('dialog', { name: 'Widgets' }).waitFor({ state: 'detached' });
      await context.close();
    });
  }

  test('a brand-new account sees the default widgets beside the timeline at 1280 px', async () => {
    const user = await createUser('fresh', { defaultWidgets: true });
    const { page, context } = await kumo.newPage({ width: 1280 });
    await kumo.signIn(page, user.username);
    const side = page.getByRole('complementary', { name: 'Widgets' });
    await expect
      .poll(widgetNames(page, '.kumo-widget-side'), { timeout: 15_000 })
      .toEqual(['Calendar', 'Notifications', 'Trending']);
    // the side bar is there, so the menu offers no drawer
    expect(await page.getByRole('button', { name: 'Widgets', exact: true }).count()).toBe(0);
    await side.getByRole('region', { name: 'Calendar' }).waitFor();
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-f-default-1280.png' });
    await context.close();
  });
});
