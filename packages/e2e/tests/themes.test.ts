import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openKumo } from '../support/browser.ts';

const kumo = await openKumo();

// Written the way community themes are shared: comments, a $constant, @refs and colour functions.
const COMMUNITY_THEME = `// Community Dusk, shared in a note
{
  id: 'e2e-community-dusk',
  name: 'Community Dusk',
  author: '@someone@misskey.example',
  base: 'light',
  props: {
    $main: '#cc3366',
    accent: ':darken<10<$main',
    panel: '#fbeff2',
    bg: ':darken<8<@panel',
    fg: '#3a2330',
  },
}`;
// What Misskey's compiler (tinycolor) makes of it.
const DUSK_ACCENT = 'rgb(163, 41, 82)';
const DUSK_BG = 'rgb(243, 206, 215)';
const DARK_BASE_BG = 'rgb(19, 22, 28)';
const LIGHT_BASE_BG = 'rgb(238, 241, 246)';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The theme's accent as the page computes it (Misskey's value; Kumo's own --accent may be made more readable). */
const accentColor = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--MI_THEME-accent)';
    document.body.appendChild(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });

describe('themes', () => {
  test('a community theme is installed, chosen and applied; dark mode switches away from it and back', async () => {
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, 'alice', '/secure/settings/theme/install');
    await page.getByLabel('Theme code').fill(COMMUNITY_THEME);
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('“Community Dusk” is installed.');

    await page.getByRole('link', { name: 'Choose it in Themes' }).click();
    await page.waitForURL('**/secure/settings/theme');
    const lightThemes = page.getByRole('group', { name: 'Light theme' });
    await lightThemes.getByText('Community Dusk').click();
    expect(await lightThemes.getByRole('radio', { name: 'Community Dusk' }).isChecked()).toBe(true);

    // The switch animates for a second (spec P1 §9), so wait for the colours to settle.
    await expect.poll(() => pageBackground(page)).toBe(DUSK_BG);
    expect(await accentColor(page)).toBe(DUSK_ACCENT);

    // The device is light; turning dark mode on by hand shows the dark theme anyway.
    await page.getByRole('switch', { name: 'Dark mode', exact: true }).click({ force: true });
    await expect.poll(() => pageBackground(page)).toBe(DARK_BASE_BG);
    expect(await page.getByRole('switch', { name: /Follow the device/ }).isChecked()).toBe(false);

    await page.getByRole('switch', { name: 'Dark mode', exact: true }).click({ force: true });
    await expect.poll(() => pageBackground(page)).toBe(DUSK_BG);

    // The choice survives a reload, and the first paint already has it.
    await page.reload();
    await expect.poll(() => pageBackground(page)).toBe(DUSK_BG);
    expect(await accentColor(page)).toBe(DUSK_ACCENT);
    await context.close();
  });

  test('dark mode follows the device live, until the user picks a mode by hand', async () => {
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, 'alice', '/secure/settings/theme');
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_BASE_BG);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageBackground(page)).toBe(DARK_BASE_BG);
    await expect
      .poll(() => page.getByRole('switch', { name: 'Dark mode', exact: true }).isChecked())
      .toBe(true);

    // A light choice on a dark device wins over the stylesheet's dark defaults.
    await page.getByRole('switch', { name: 'Dark mode', exact: true }).click({ force: true });
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_BASE_BG);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_BASE_BG);
    await context.close();
  });

  test('with reduced motion nothing transitions, a theme switch included; without it the switch fades', async () => {
    const { page, context } = await kumo.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { transitions: number };
      w.transitions = 0;
      addEventListener('transitionrun', () => (w.transitions += 1), true);
    });
    const transitions = () => page.evaluate(() => (window as unknown as { transitions: number }).transitions);
    await kumo.signIn(page, 'alice');
    await page.locator('article').first().waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageBackground(page)).toBe(DARK_BASE_BG);
    expect(await transitions()).toBe(0);

    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await expect.poll(transitions).toBeGreaterThan(0);
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_BASE_BG);
    await context.close();
  });

  test('a broken theme code is refused with the place of the error, and nothing is installed', async () => {
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, 'alice', '/secure/settings/theme/install');
    await page.getByLabel('Theme code').fill("{\n  id: 'x',\n  name: 'X' oops\n}");
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('syntax error at line 3, column 13');
    expect(await page.evaluate(() => localStorage.getItem('kumo:themes'))).toBeNull();
    await context.close();
  });
});
