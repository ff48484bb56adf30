// e2e: alone — a plugin that never ends must leave the page answering within 250 ms, and the pages
// of other files on the same cores would delay it.
import { describe, expect, test } from 'vitest';
import { openKumo } from '../support/browser.ts';
import { installPlugin } from '../support/plugins.ts';

const kumo = await openKumo();

const SPINNER = `/// @ 1.0.0
### {
  name: "Spinner"
  version: "0.1.0"
  author: "kumo-tests"
}
var n = 0
loop { n += 1 }
`;

describe('plugins that never end', () => {
  test('a plugin with an infinite loop is stopped with its name, and the page answers all along', async () => {
    const { page, context } = await kumo.openAsNewUser('spinner');
    await installPlugin(page, SPINNER, 'Spinner', []);
    // the page keeps answering input while the loop runs
    await page.goto('/secure/timeline');
    const box = page.getByRole('textbox', { name: 'What is happening?' });
    await box.waitFor();
    const stopped = page.getByText(/Plugin “Spinner” failed: it kept computing/);
    // until the plugin is stopped, five seconds of computing later, and a little after
    for (let i = 0; (await stopped.count()) === 0 || i < 8; i++) {
      await box.fill(`still typing ${i}`);
      expect(await box.inputValue()).toBe(`still typing ${i}`);
      // how long a task waits for its turn: a frozen page never answers, a busy one answers late
      const lag = await page.evaluate(
        () =>
          new Promise<number>((r) => {
            const start = performance.now();
            setTimeout(() => r(performance.now() - start), 0);
          }),
      );
      expect(lag).toBeLessThan(250);
    }
    await page.goto('/secure/settings/plugin');
    await page.getByText(/Stopped: it kept computing without a pause/).waitFor();
    await context.close();
  });
});
