// e2e: alone — a program that never ends must leave the page answering within a second, and the
// pages of other files on the same cores would delay it.
import { describe, expect, test } from 'vitest';
import { openKumo } from '../support/browser.ts';

const kumo = await openKumo();

describe('a Play that never ends', () => {
  test('a program that loops forever is stopped with a message and the page stays responsive', async () => {
    const { page, context } = await kumo.openAsNewUser('looper', '/secure/play/new');
    await page.getByRole('textbox', { name: 'Program (AiScript)' }).fill('var n = 0\nloop { n += 1 }');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const started = Date.now();
    // while it runs, the page answers at once
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      expect(Date.now() - t0).toBeLessThan(1000);
      await page.getByRole('textbox', { name: 'Title' }).fill(`Still typing ${i}`);
    }
    await page
      .getByRole('alert')
      .getByText('The program was stopped: it kept computing without a pause.', { exact: false })
      .waitFor({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThan(4000);
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Still typing 4');
    await context.close();
  });
});
