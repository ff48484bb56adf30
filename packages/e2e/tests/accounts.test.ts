import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addExistingAccount, callApi, channelJoined, createUser, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

const currentUsername = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null')?.username as string | undefined);

describe('several accounts on one device', () => {
  test('two accounts are switched back and forth from the account menu', async () => {
    const one = await createUser('acone');
    const two = await createUser('actwo');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, one.username);
    await addExistingAccount(page, two.username);
    expect(await currentUsername(page)).toBe(one.username);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitem', { name: new RegExp(two.username) }).click(),
    ]);
    await expect.poll(() => currentUsername(page)).toBe(two.username);
    await expect
      .poll(() => page.getByRole('button', { name: `Account menu: @${two.username}` }).count())
      .toBe(1);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitem', { name: new RegExp(one.username) }).click(),
    ]);
    await expect.poll(() => currentUsername(page)).toBe(one.username);
    await context.close();
  });

  test('signing out of one of two accounts switches to the other', async () => {
    const one = await createUser('loone');
    const two = await createUser('lotwo');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, one.username);
    await addExistingAccount(page, two.username);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    // the account is written before the page reloads onto it: a read may land on either page
    await expect.poll(() => currentUsername(page).catch(() => null), { timeout: 15_000 }).toBe(two.username);
    const storedIds = () =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('accounts') ?? '[]') as Array<{ id: string }>).map((a) => a.id),
      );
    await expect.poll(() => storedIds().catch(() => null)).toEqual([two.id]);
    await context.close();
  });

  test('?loginId= switches to that stored account and leaves the address', async () => {
    const one = await createUser('lione');
    const two = await createUser('litwo');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, one.username);
    await addExistingAccount(page, two.username);
    await page.goto(`/secure/settings?loginId=${two.id}`);
    await expect.poll(() => currentUsername(page).catch(() => null), { timeout: 15_000 }).toBe(two.username);
    await expect.poll(() => page.url()).not.toContain('loginId');
    expect(new URL(page.url()).pathname).toBe('/secure/settings');
    await context.close();
  });
});

describe('app authorisation', () => {
  test('MiAuth shows what the app asks for, and allowing it sends the browser back with a usable token', async () => {
    const { user, page, context } = await kumo.openAsNewUser('miauth');
    const session = `s${Date.now()}`;
    const callback = new URL('/about', page.url()).href;
    await page.goto(
      `/miauth/${session}?name=Test%20App&permission=read:account,write:notes&callback=${encodeURIComponent(callback)}`,
    );
    const card = page.getByRole('region', { name: 'Test App wants to use your account' });
    await card.waitFor();
    expect(await card.getByRole('listitem').allTextContents()).toEqual(['Read account', 'Change notes']);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    expect(new URL(page.url()).searchParams.get('session')).toBe(session);
    const check = await page.evaluate(
      async (s) => (await fetch(`/api/miauth/${s}/check`, { method: 'POST' })).json(),
      session,
    );
    expect(check.ok).toBe(true);
    expect(check.user.username).toBe(user.username);
    await context.close();
  });

  test('a token regenerated elsewhere ends the session here', async () => {
    const user = await createUser('regen');
    const { page, context } = await kumo.newPage();
    // the server tells the page over its main channel
    const joined = channelJoined(page, 'main');
    await kumo.signIn(page, user.username);
    await joined;
    await callApi('i/regenerate-token', { i: user.token, password: 'kumo-demo' });
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await expect.poll(() => currentUsername(page).catch(() => 'navigating')).toBeUndefined();
    await context.close();
  });

  test('a session the server no longer accepts says so, and signs out only once the user has read it', async () => {
    const user = await createUser('revoked');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username, '/about');
    // the token is replaced while no page of this device is open (none hears of it on the stream)
    await page.goto('about:blank');
    await callApi('i/regenerate-token', { i: user.token, password: 'kumo-demo' });
    await page.goto('/secure/timeline');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText('Signed out by the server').waitFor();
    // nothing moves behind the dialog while it is unread (the session used to end within 50 ms)
    await page.waitForTimeout(1_000);
    expect(new URL(page.url()).pathname).toBe('/secure/timeline');
    await expect.poll(() => dialog.getByText('Signed out by the server').count()).toBe(1);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => currentUsername(page).catch(() => 'navigating')).toBeUndefined();
    await context.close();
  });
});
