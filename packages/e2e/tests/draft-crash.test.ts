/**
 * Spec P2 §4 / issue 6: a crash never loses what was typed. The browser runs on a profile directory of its
 * own; once the draft is in IndexedDB the browser process is killed with SIGKILL (no unload, no pagehide, no
 * clean shutdown), then started again on the same profile.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  baseURL,
  createUser,
  showFixedPostForms,
  signIn,
} from '../support/browser.ts';
import { storedDraft } from '../support/drafts.ts';

const profiles: string[] = [];
afterAll(async () => {
  await Promise.all(profiles.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function launch(profile: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL: baseURL(),
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
  });
  await context.addInitScript(showFixedPostForms);
  return context;
}

/** The browser's main process for a profile: the one started with that --user-data-dir and no --type. */
async function browserPid(profile: string): Promise<number> {
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = await readFile(`/proc/${entry}/cmdline`, 'utf8').then(
      (raw) => raw.split('\0'),
      () => [] as string[],
    );
    if (args.includes(`--user-data-dir=${profile}`) && !args.some((a) => a.startsWith('--type='))) {
      found.push(Number(entry));
    }
  }
  if (found.length !== 1)
    throw new Error(`expected one browser process for ${profile}, found ${found.length}`);
  return found[0]!;
}

const textbox = (page: Page) => page.getByRole('textbox', { name: 'What is happening?' });
const cwBox = (page: Page) => page.getByRole('textbox', { name: 'Content warning' });

describe('drafts', () => {
  // three rounds: killing a browser must restore the draft every time, not by luck
  test.each([1, 2, 3])('what was typed survives the browser being killed (round %i)', async (round) => {
    const user = await createUser(`crash${round}`);
    const profile = await mkdtemp(join(tmpdir(), 'kumo-crash-'));
    profiles.push(profile);

    // signed in on this profile, then a clean restart so that the session itself is on disk
    let context = await launch(profile);
    let page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, user.username);
    await context.close();

    context = await launch(profile);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/secure/timeline');
    const text = `typed before the crash, round ${round}`;
    await textbox(page).fill(text);
    await page.getByRole('button', { name: 'Content warning', exact: true }).click();
    await cwBox(page).fill(`crash warning ${round}`);
    await expect
      .poll(() => storedDraft(page, user.id), { timeout: 10_000 })
      .toMatchObject({ text, cw: `crash warning ${round}` });

    const closed = new Promise<void>((resolve) => context.once('close', () => resolve()));
    process.kill(await browserPid(profile), 'SIGKILL');
    await closed;

    context = await launch(profile);
    try {
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/secure/timeline');
      await expect.poll(() => textbox(page).inputValue(), { timeout: 15_000 }).toBe(text);
      expect(await cwBox(page).inputValue()).toBe(`crash warning ${round}`);
    } finally {
      await context.close();
    }
  });
});
