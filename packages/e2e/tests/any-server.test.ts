import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startInstance, type RunningInstance } from '../../local-instance/src/index.ts';
import type { Page } from 'playwright-core';
import { baseURL, createUser, DEMO_PASSWORD, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();
const clientDir = fileURLToPath(new URL('../../client/dist', import.meta.url));

/** Allows Kumo on the other server's MiAuth page, signing in there first, and waits to be back. */
async function allowOnOtherServer(page: Page, other: RunningInstance, username: string) {
  await page.waitForURL(`${other.url}/miauth/**`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(`${baseURL()}/secure/timeline`);
  // an app's registry is a domain of its own on Misskey: Kumo keeps no settings for the account
  // there yet, so it greets the account with its setup wizard (the web client's are not Kumo's)
  const wizard = page.getByRole('dialog').filter({ hasText: 'Set up your account' });
  await wizard.getByRole('button', { name: 'Skip and do not show again' }).click();
  await expect.poll(() => wizard.count()).toBe(0);
}

const storedAccount = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('account') ?? '{}') as { username?: string; origin?: string },
  );

// Kumo, served by one server, signs in to another Misskey server (a second local instance on
// another port) with MiAuth, as Elk and Phanpy do for Mastodon; calls and the stream then go there.
describe('signing in to another Misskey server', () => {
  let other: RunningInstance;
  beforeAll(async () => {
    other = await startInstance({ port: 0, dataDir: null, clientDir, seed: 'demo', rateLimitFactor: 1000 });
  });
  afterAll(async () => {
    await other?.close();
  });

  test('MiAuth on the other server, then its timeline live in Kumo', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/signin');
    const form = page.getByRole('form', { name: 'Or sign in on another Misskey server' });
    // a server that is not Misskey is refused with a clear message
    await form.getByLabel('Server address').fill('http://127.0.0.1:9');
    await form.getByRole('button', { name: 'Continue on that server' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toContain('No Misskey server answered');
    expect(await seriousAxeViolations(page, '.kumo-remote-signin')).toEqual([]);
    if (process.env.KUMO_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.KUMO_SCREENSHOTS}/server-chooser.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({
        path: `${process.env.KUMO_SCREENSHOTS}/server-chooser-phone.png`,
        fullPage: true,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await form.getByLabel('Server address').fill(other.url);
    await form.getByRole('button', { name: 'Continue on that server' }).click();
    // the other server's own page: sign in there, then allow Kumo
    await page.waitForURL(`${other.url}/miauth/**`);
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    // back in Kumo, signed in to the other server
    await page.waitForURL(`${baseURL()}/secure/timeline`);
    const account = await page.evaluate(
      () => JSON.parse(localStorage.getItem('account') ?? '{}') as { origin?: string },
    );
    expect(account.origin).toBe(other.url);

    // a note posted on the other server arrives over its stream
    const bob = await (
      await fetch(`${other.url}/api/signin-flow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bob', password: DEMO_PASSWORD }),
      })
    ).json();
    await page.locator('article[data-note-id]').first().waitFor();
    const text = `from the other server ${Date.now()}`;
    await fetch(`${other.url}/api/notes/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i: (bob as { i: string }).i, text, visibility: 'public' }),
    });
    await page.locator('article', { hasText: text }).waitFor({ timeout: 15_000 });
    // custom emoji come from the other server too
    const emoji = page.locator('article img.kumo-emoji-custom').first();
    await expect
      .poll(() => emoji.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true);
    expect((await emoji.getAttribute('src'))?.startsWith(other.url)).toBe(true);
    await context.close();
  });

  test('accounts of two servers on one device: the account menu names each server, and switching moves between them', async () => {
    const local = await createUser('twoserv');
    const { page, context } = await kumo.newPage();
    // screenshots are taken without the opening animation
    if (process.env.KUMO_SCREENSHOTS) await page.emulateMedia({ reducedMotion: 'reduce' });
    await kumo.signIn(page, local.username);
    // add an account of the other server from the account menu
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Add account' }).click();
    await page.getByRole('menuitem', { name: 'Existing account' }).click();
    const remote = page
      .getByRole('dialog')
      .getByRole('form', { name: 'Or sign in on another Misskey server' });
    await remote.getByLabel('Server address').fill(other.url);
    await remote.getByRole('button', { name: 'Continue on that server' }).click();
    await allowOnOtherServer(page, other, 'bob');
    expect(await storedAccount(page)).toMatchObject({ username: 'bob', origin: other.url });

    // the menu names the account of this client's server with its host
    await page.getByRole('button', { name: /Account menu/ }).click();
    const localItem = page.getByRole('menuitem', { name: `@${local.username}@${new URL(baseURL()).host}` });
    await localItem.waitFor();
    if (process.env.KUMO_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.KUMO_SCREENSHOTS}/account-menu-two-servers.png` });
    // after the switch, the page talks to this client's own server again
    const askedHere = page.waitForRequest((r) => r.url().startsWith(`${baseURL()}/api/`));
    await Promise.all([page.waitForEvent('load'), localItem.click()]);
    await askedHere;
    await expect.poll(async () => (await storedAccount(page)).username).toBe(local.username);
    expect((await storedAccount(page)).origin).toBeUndefined();
    await expect
      .poll(() => page.getByRole('button', { name: `Account menu: @${local.username}` }).count())
      .toBe(1);
    await context.close();
  });
});
