// test: long — a sweep of many routes in four looks
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { builtinThemes } from '../../client/src/theme/builtin/index.ts';
import { DESKTOP, sweep, sweepHere, sweepPage } from '../support/a11y-sweep.ts';
import { openKumo } from '../support/browser.ts';

const kumo = await openKumo();

describe('accessibility in every theme and every look', () => {
  test(
    'every built-in theme: the timeline (notes, menus, buttons, tabs) reads well',
    { timeout: 600_000 },
    async () => {
      // the timeline stays open while each theme is chosen in the theme settings, in a second tab of
      // the same browser: Kumo's tabs share their settings live, so the timeline takes each theme in place
      const sp = await sweepPage(kumo, 'alice');
      const settings = await sp.page.context().newPage();
      await settings.goto('/secure/settings/theme');
      const colours = (page: Page) =>
        page.evaluate(() => {
          const style = getComputedStyle(document.documentElement);
          return ['bg', 'fg', 'accent', 'panel']
            .map((v) => style.getPropertyValue(`--MI_THEME-${v}`))
            .join(' ');
        });
      const found: string[] = [];
      const looks = new Set<string>();
      for (const { name, base } of builtinThemes) {
        for (const page of [sp.page, settings])
          await page.emulateMedia({ colorScheme: base, reducedMotion: 'reduce' });
        await settings
          .getByRole('group', { name: base === 'dark' ? 'Dark theme' : 'Light theme' })
          .getByRole('radio', { name, exact: true })
          .check({ force: true });
        // the timeline has the theme once its colours are the settings page's
        await expect.poll(async () => (await colours(sp.page)) === (await colours(settings))).toBe(true);
        for (const v of await sweepHere(sp, { name, ...DESKTOP, scheme: base })) found.push(`${name}: ${v}`);
        looks.add(await colours(sp.page));
      }
      expect(found).toEqual([]);
      // each theme was really on screen (they all have colours of their own)
      expect(looks.size).toBe(builtinThemes.length);
    },
  );

  // The sweep checks four looks of a page loaded once: a fault that shows in one look only must be
  // found in that look and no other, or the switch in place did not happen.
  test('a contrast fault planted in one look is found in that look only, for each look', async () => {
    const plant = (page: Page) =>
      page.evaluate(() => {
        // the next page is opened in the same document: one planting at a time
        document.querySelectorAll('.kumo-plant, #kumo-plant-style').forEach((old) => old.remove());
        const style = document.createElement('style');
        style.id = 'kumo-plant-style';
        // each paragraph is shown at one width, in the theme's own ink on a ground that only the
        // other scheme's ink can be read on: it fails in exactly one of the four looks
        style.textContent = `
          .kumo-plant { display: none; margin: 0; font-size: 16px; color: var(--fg); }
          #plant-desktop-light, #plant-phone-light { background: #000; }
          #plant-desktop-dark, #plant-phone-dark { background: #fff; }
          @media (min-width: 800px) { #plant-desktop-light, #plant-desktop-dark { display: block; } }
          @media (max-width: 799px) { #plant-phone-light, #plant-phone-dark { display: block; } }`;
        document.head.append(style);
        for (const id of ['desktop-light', 'desktop-dark', 'phone-light', 'phone-dark']) {
          const p = document.createElement('p');
          p.id = `plant-${id}`;
          p.className = 'kumo-plant';
          p.textContent = `A planted fault (${id})`;
          document.body.append(p);
        }
      });
    for (const user of ['alice', undefined]) {
      const sp = await sweepPage(kumo, user);
      // two pages: one loaded on a desktop, the next on a phone
      const found = (await sweep(sp, ['/about', '/about-kumo'], {}, plant)).filter((f) =>
        f.includes('#plant-'),
      );
      for (const address of ['/about', '/about-kumo'])
        for (const look of ['desktop, light', 'desktop, dark', 'phone, dark', 'phone, light']) {
          const here = found.filter((f) => f.startsWith(`${address} (${look})`));
          expect(here, `${address} (${look})`).toHaveLength(1);
          expect(here[0]).toContain(`#plant-${look.replace(', ', '-')}`);
          expect(here[0]!.match(/#plant-/g)).toHaveLength(1);
        }
    }
  });

  test('the sweep says when an address shows the not-found view in place of its page', async () => {
    const sp = await sweepPage(kumo, 'alice');
    const found = await sweep(sp, ['/secure/timeline', '/secure/no-such-page'], {});
    expect(found.filter((f) => f.includes(' → shows '))).toEqual([
      '/secure/no-such-page → shows "not-found" in place of its page',
    ]);
  });
});
