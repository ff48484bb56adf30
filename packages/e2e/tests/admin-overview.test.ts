import { beforeAll, describe, expect, test } from 'vitest';
import { openKumo, seriousAxeViolations, type Kumo } from '../support/browser.ts';

let kumo: Kumo;
beforeAll(async () => {
  kumo = await openKumo();
});

describe('admin overview', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px: the setup warnings, the active users chart and the lookup`, async () => {
      const { page, context } = await kumo.newPage({ width });
      await kumo.signIn(page, 'admin', '/admin/overview');
      // the test instance links no terms of service (and, unlike the demo, has e-mail on): the overview
      // says so and leads to where it is set
      const warnings = page.getByRole('list', { name: 'Setup to finish' });
      const terms = warnings.getByRole('link', { name: 'No terms of service are linked.' });
      await terms.waitFor();
      expect(await warnings.getByRole('link', { name: /No e-mail server/ }).count()).toBe(0);
      await page
        .getByRole('table', { name: 'Active users per day (last 30 days)' })
        .waitFor({ state: 'attached' });
      await page.locator('.kumo-line-chart canvas').nth(1).waitFor();
      expect(await seriousAxeViolations(page, '.kumo-admin-page')).toEqual([]);
      if (process.env.SHOTS)
        await page.screenshot({ path: `/tmp/shots-l-overview-${width}.png`, fullPage: true });
      await terms.click();
      await page.waitForURL('**/admin/settings');
      // looking up @alice opens her moderation page
      await page.goto('/admin/overview');
      await page.getByRole('textbox', { name: /^User, note or file/ }).fill('@alice');
      await page.getByRole('button', { name: 'Open' }).click();
      await page.waitForURL('**/secure/user-info/**');
      await page.getByText('@alice').first().waitFor();
      // a name that matches no one is said so, and the page stays
      await page.goto('/admin/overview');
      await page.getByRole('textbox', { name: /^User, note or file/ }).fill('@nobody_here');
      await page.getByRole('button', { name: 'Open' }).click();
      await page.getByText('Nothing was found for that.').waitFor();
      await context.close();
    });
  }
});
