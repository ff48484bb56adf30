/**
 * The JavaScript (gzip) the browser downloads before the first note is visible on /secure/timeline.
 * Budget from issue 40: 150 KB with React 19 itself (Misskey's own client: 266–319 KB). Sizes are gzip level 6 of each script body, as a server would send it.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startInstance } from '../packages/local-instance/src/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_FULL as CHROMIUM } from '../packages/e2e/support/browser.ts';
import { report } from './report.ts';

const BUDGET_KB = 150;

export async function firstNoteJs(): Promise<void> {
  // KUMO_BENCH_CLIENT_DIR measures another build (a before/after comparison)
  const clientDir =
    process.env.KUMO_BENCH_CLIENT_DIR ?? fileURLToPath(new URL('../packages/client/dist', import.meta.url));
  const instance = await startInstance({
    port: 0,
    dataDir: null,
    clientDir,
    seed: 'demo',
    rateLimitFactor: 1000,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const post = async (endpoint: string, body: object) =>
      (await (
        await fetch(`${instance.url}/api/${endpoint}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, unknown>;
    const signin = await post('signin-flow', { username: 'alice', password: 'kumo-demo' });
    const token = String(signin.i);
    const me = await post('i', { i: token });
    const account = {
      id: me.id,
      token,
      username: me.username,
      isAdmin: false,
      isModerator: false,
      notesCount: 0,
    };

    const context = await browser.newContext({ baseURL: instance.url });
    await context.addInitScript((a) => localStorage.setItem('account', JSON.stringify(a)), account);
    const page = await context.newPage();
    const scripts: Array<Promise<number>> = [];
    page.on('response', (res) => {
      // a script still loading as the page closes cannot be read: NaN, which fails only if it was counted
      if (res.request().resourceType() === 'script')
        scripts.push(
          res.body().then(
            (b) => gzipSync(b).length,
            () => Number.NaN,
          ),
        );
    });
    const started = Date.now();
    await page.goto('/secure/timeline');
    await page.getByRole('article').first().waitFor({ state: 'visible', timeout: 30_000 });
    const elapsed = Date.now() - started;
    const bytes = (await Promise.all([...scripts])).reduce((a, b) => a + b, 0);
    if (Number.isNaN(bytes)) throw new Error('a script loaded before the first note could not be read');
    report('first-note-js-gzip', bytes / 1024, 'KB', BUDGET_KB);
    report('first-note-visible', elapsed, 'ms', null);
    await context.close();
  } finally {
    await browser.close();
    await instance.close();
  }
}
