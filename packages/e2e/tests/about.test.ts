import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots-about-${name}.png`, fullPage: false });
};

test.each([
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844, touch: true }],
] as const)(
  "/about's tabs on a %s: the server, its custom emoji and the servers it has met",
  async (name, size) => {
    const { page, context } = await kumo.newPage(size);
    await page.goto('/about');
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await page.getByText('Server rules').or(page.getByText('Administrator')).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `${name}-overview`);

    await page.getByRole('tab', { name: 'Emoji' }).click();
    await page.getByRole('button', { name: /:kumo_happy:/ }).waitFor();
    await page.getByRole('searchbox', { name: /Search/ }).fill('rain');
    await page.getByRole('button', { name: /:kumo_rain:/ }).waitFor();
    expect(await page.getByRole('button', { name: /:kumo_happy:/ }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `${name}-emoji`);

    await page.getByRole('tab', { name: 'Federation' }).click();
    // the local instance federates with nobody: it says so rather than showing an empty list
    await page.getByText('This server has not met any other yet.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `${name}-federation`);
    await context.close();
  },
);
