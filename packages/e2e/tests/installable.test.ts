import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openKumo, openProfileContext } from '../support/browser.ts';

// Issue 15: Kumo installs as an app (manifest, icons, a service worker that serves it offline) and
// starts without the server, saying so, with a way to try again.
const kumo = await openKumo();

/**
 * Waits until the service worker controls the page and has kept the app's page and every file of
 * the built client the page has loaded (scripts, styles; the translation is kept by the page itself).
 */
async function shellKept(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = new Set(
            (await (await caches.open('kumo-shell-v1')).keys()).map((r) => new URL(r.url).pathname),
          );
          const loaded = performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.startsWith('/assets/'));
          const missing = loaded.filter((p) => !kept.has(p));
          return kept.has('/') && loaded.length > 0 ? missing : ['(not yet)'];
        }),
      { timeout: 20_000 },
    )
    .toEqual([]);
}

describe('installable app', () => {
  test("Chromium finds nothing missing to install Kumo; the manifest carries the server's name", async () => {
    const context = await openProfileContext();
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/about');
    await shellKept(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    const { errors, data } = (await cdp.send('Page.getAppManifest')) as {
      errors: unknown[];
      data: string;
    };
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data) as { name: string; share_target: { action: string } };
    const meta = await page.evaluate(
      async () =>
        (await (
          await fetch('/api/meta', {
            method: 'POST',
            body: '{}',
            headers: { 'content-type': 'application/json' },
          })
        ).json()) as { name: string },
    );
    expect(manifest.name).toBe(meta.name);
    expect(manifest.share_target.action).toBe('/share');
    await context.close();
  });

  test('offline, the app starts from its cache and says the server cannot be reached; Try again brings it back', async () => {
    const { page, context } = await kumo.openAsNewUser('offline', '/secure/timeline', {
      serviceWorker: true,
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).first().waitFor();
    // the page is complete (its post form comes in once the browser is idle): the worker keeps what
    // was used, so a part never loaded online could not load offline
    await page.getByRole('textbox').first().waitFor();
    await shellKept(page);

    await context.setOffline(true);
    await page.reload();
    const notice = page.getByRole('alert').filter({ hasText: "Can't reach the server" });
    await notice.waitFor({ timeout: 20_000 });
    // the app itself is there: its menu, in the user's language, and the page's own code (the
    // timeline says its notes could not be fetched, not that the page could not be loaded)
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).first().isVisible()).toBe(true);
    await page.getByText('The server could not be reached', { exact: false }).first().waitFor();
    expect(await page.getByText('The page could not be loaded').count()).toBe(0);
    expect(
      await page.locator('.kumo-brand img').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shot-offline.png' });

    // online again, the notice also goes by itself once the server answers the app's next look at it:
    // held off here, so that it is Try again that brings the app back
    let held = true;
    await page.route(/\/api\/meta(\?|$)/, (route) => (held ? route.abort() : route.continue()));
    page.once('framenavigated', () => (held = false));
    await context.setOffline(false);
    await notice.getByRole('button', { name: 'Try again' }).click();
    // back: the server's answers are there again (the new account's empty home timeline says so)
    await page
      .getByText(/Nothing here yet/)
      .first()
      .waitFor({ timeout: 20_000 });
    await expect.poll(() => notice.count()).toBe(0);
    await context.close();
  });
});
