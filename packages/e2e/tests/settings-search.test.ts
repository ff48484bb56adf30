import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

/** Whether the focused element lies inside the element with this id, and that element in the viewport. */
function focusedAndVisible(page: Page, id: string) {
  return page.evaluate((anchor) => {
    const target = document.getElementById(anchor);
    if (!target || !document.activeElement || !target.contains(document.activeElement)) return false;
    const box = target.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  }, id);
}

describe('settings search', () => {
  test('at 1280 px: the grouped index, a search for part of a label, the setting opened and focused', async () => {
    const { page, context } = await kumo.openAsNewUser('setsearch', '/secure/settings');
    const search = page.getByRole('searchbox', { name: 'Search settings' });
    await search.waitFor();
    const headings = await page.locator('main h2').allTextContents();
    expect(headings).toEqual(['Basics', 'Client', 'Account', 'Server features', 'Other']);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-h-index-1280.png' });

    await search.fill('font si');
    const result = page.getByRole('link', { name: /Font size \(px\)/ });
    await result.waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Matching settings: 1');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-h-results-1280.png' });

    await result.click();
    await page.waitForURL('**/secure/settings/general#setting-fontSize');
    await expect.poll(() => focusedAndVisible(page, 'setting-fontSize')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    expect(await page.locator('#setting-fontSize.kumo-setting-highlight').count()).toBe(1);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-h-target-1280.png' });
    // the highlight is brief
    await expect.poll(() => page.locator('.kumo-setting-highlight').count(), { timeout: 5_000 }).toBe(0);
    await context.close();
  });

  test('at 390 px: the index fits and is axe-clean; Enter opens the best match far down its page', async () => {
    const { page, context } = await kumo.openAsNewUser('setsearchphone', '/secure/settings', {
      width: 390,
      height: 844,
    });
    const search = page.getByRole('searchbox', { name: 'Search settings' });
    await search.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-h-index-390.png', fullPage: true });

    await search.fill('INTERFACE anim');
    await page.getByRole('link', { name: /Interface animations/ }).waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-h-results-390.png' });
    await search.press('Enter');
    await page.waitForURL('**/secure/settings/general#setting-animation');
    await expect.poll(() => focusedAndVisible(page, 'setting-animation')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('switch');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-h-target-390.png' });
    await context.close();
  });
});
