import { describe, expect, test } from 'vitest';
import { openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

const padding = (page: import('playwright-core').Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).paddingLeft);

describe('page layout (spec P1 §2, §9)', () => {
  test("a page body has the spacer's 24 px margin on a desktop and 12 px on a phone", async () => {
    const { page, context } = await kumo.openAsNewUser('spacer', '/search');
    await page.locator('main .kumo-page-body').first().waitFor();
    expect(await padding(page, 'main .kumo-page-body')).toBe('24px');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-spec43-search-1280.png' });
    await context.close();

    const phone = await kumo.openAsNewUser('spacerphone', '/search', { width: 390, height: 844 });
    await phone.page.locator('main .kumo-page-body').first().waitFor();
    await expect.poll(() => padding(phone.page, 'main .kumo-page-body')).toBe('12px');
    if (process.env.SHOTS) await phone.page.screenshot({ path: '/tmp/shots-spec43-search-390.png' });
    await phone.context.close();
  });

  test("a profile's tabs stick right under the page header, however tall it is", async () => {
    const { user, page, context } = await kumo.openAsNewUser('sticky');
    await page.goto(`/@${user.username}`);
    const tabs = page.locator('.kumo-profile-tabs');
    await tabs.waitFor();
    const header = await page
      .locator('main .kumo-page-header')
      .first()
      .evaluate((el) => (el as HTMLElement).offsetHeight);
    await expect.poll(() => tabs.evaluate((el) => getComputedStyle(el).top)).toBe(`${header}px`);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-spec43-profile-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    const phoneHeader = await page
      .locator('main .kumo-page-header')
      .first()
      .evaluate((el) => (el as HTMLElement).offsetHeight);
    await expect.poll(() => tabs.evaluate((el) => getComputedStyle(el).top)).toBe(`${phoneHeader}px`);
    // a header that grows (its tabs wrapping, a longer name) is measured again after the resize delay
    await page.addStyleTag({ content: 'main .kumo-page-header { min-height: 90px; }' });
    await expect.poll(() => tabs.evaluate((el) => getComputedStyle(el).top)).toBe('90px');
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-spec43-profile-390.png' });
    await context.close();
  });

  test('below the mobile breakpoint lg the side menu shows icons only', async () => {
    const { page, context } = await kumo.openAsNewUser('breakpoint');
    await page.setViewportSize({ width: 1200, height: 800 });
    const label = page.locator('.kumo-sidebar .kumo-nav-label').first();
    await expect.poll(() => label.isVisible()).toBe(false);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-spec43-sidebar-1200.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => label.isVisible()).toBe(true);
    await context.close();
  });
});
