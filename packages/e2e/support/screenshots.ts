/**
 * Takes screenshots of the main screens at desktop and phone width (390 px) into ./screenshots,
 * against a fresh in-memory local instance. Run: `npm run build && npm run screenshots -w @kumo/e2e`.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startInstance } from '../../local-instance/src/index.ts';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.ts';

const clientDir = fileURLToPath(new URL('../../client/dist', import.meta.url));
const out = process.argv[2] ?? 'screenshots';
mkdirSync(out, { recursive: true });

const instance = await startInstance({
  port: 0,
  dataDir: null,
  clientDir,
  seed: 'demo',
  rateLimitFactor: 1000,
  enableEmail: true,
});
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const sizes = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };
const pages = (process.env.SHOTS ?? '/,/signin,/signup,/secure/timeline,/@alice,/secure/deck,/nope').split(
  ',',
);

try {
  for (const [name, viewport] of Object.entries(sizes)) {
    for (const dark of [false, true]) {
      const context = await browser.newContext({
        baseURL: instance.url,
        viewport,
        colorScheme: dark ? 'dark' : 'light',
        deviceScaleFactor: name === 'phone' ? 2 : 1,
      });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
      for (const path of pages) {
        const signedIn =
          page.url().startsWith('http') && (await page.evaluate(() => localStorage.getItem('account')));
        if (path.startsWith('/secure') && !signedIn) {
          await page.goto('/signin');
          await page.getByLabel('Username').fill(process.env.SHOT_USER ?? 'alice');
          await page.getByLabel('Password', { exact: true }).fill('kumo-demo');
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page.waitForURL('**/secure/timeline');
        }
        await page.goto(path);
        await page.waitForTimeout(1200);
        const file = `${out}/${name}${dark ? '-dark' : ''}${path.replace(/[/@]/g, '_') || '_root'}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await instance.close();
}
