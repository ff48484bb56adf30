import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, openKumo, postNote } from '../support/browser.ts';
import { watchRequests } from '../support/settle.ts';

const kumo = await openKumo();

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []);
}

describe('Content-Security-Policy', () => {
  test('client pages forbid inline script and framing', async () => {
    const res = await fetch(`${baseURL()}/secure/timeline`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });

  test('the main screens work under it without a single violation', async () => {
    const { user, page, context } = await kumo.openAsNewUser('cspuser');
    const violations = await watchViolations(page);
    const settled = watchRequests(page);
    const note = await postNote(user, {
      text: 'Math \\(x^2 + y^2\\) and code:\n```js\nconst answer = 42;\n```\n$[spin :kumo:] #csp https://example.com',
    });
    for (const path of [
      '/secure/timeline',
      `/notes/${note.id}`,
      '/secure/notifications',
      '/@alice',
      '/secure/settings',
      '/secure/settings/theme',
      '/secure/settings/reaction',
      '/explore',
    ]) {
      await page.goto(path);
      await page.locator('main, [role="main"]').first().waitFor();
      // everything the page loads (its code, styles, data) has come and been drawn
      await settled();
    }
    await page.goto(`/notes/${note.id}`);
    await page.locator('.katex, .kumo-code, pre').first().waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
