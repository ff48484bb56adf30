import { describe, expect, test } from 'vitest';
import { openKumo } from '../support/browser.ts';

const kumo = await openKumo();

// The suite's Chromium (support/worker.ts) does what every test needs and nothing more: a pop-up
// page of the browser's own for each new context cost each test about 1.9 s of CPU on 2 cores.
describe("the browser suite's Chromium", () => {
  test("loads no page of the browser's own address bar beside the app's page", async () => {
    const { page, context } = await kumo.newPage();
    // the browser's own pages of a window are made with it, before the page has loaded
    await page.goto('/about');
    const cdp = await kumo.browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: Array<{ type: string; url: string }>;
    };
    await cdp.detach();
    const browsers = targetInfos.filter((t) => t.type === 'browser_ui' || t.url.startsWith('chrome://'));
    expect(browsers.map((t) => t.url)).toEqual([]);
    expect(targetInfos.some((t) => t.type === 'page' && t.url.endsWith('/about'))).toBe(true);
    await context.close();
  });
});
