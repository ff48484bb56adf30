import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

async function callWithToken(
  endpoint: string,
  token: string,
): Promise<{ status: number; body: { username?: string; error?: { code: string } } | null }> {
  const res = await fetch(`${baseURL()}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ i: token }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function fillPasswords(page: Page, current: string, next: string, repeat = next) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel('New password', { exact: true }).fill(next);
  await page.getByLabel('New password again').fill(repeat);
  await page.getByRole('button', { name: 'Change password' }).click();
}

describe('security settings', () => {
  test('a wrong current password is refused and kept; the new password then signs in and the old one does not', async () => {
    const { user, page, context } = await kumo.openAsNewUser('pwchg', '/secure/settings/security');

    await fillPasswords(page, 'not-my-password', 'brand-new-pass');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The current password is not right' }).count())
      .toBe(1);
    expect(await page.getByLabel('Current password').inputValue()).toBe('not-my-password');
    expect(await page.getByLabel('New password again').inputValue()).toBe('brand-new-pass');

    await fillPasswords(page, 'kumo-demo', 'brand-new-pass');
    await expect.poll(() => page.getByText('Your password has been changed.').count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
    await context.close();

    const old = await kumo.newPage();
    await old.page.goto('/signin');
    await old.page.getByLabel('Username').fill(user.username);
    await old.page.getByLabel('Password', { exact: true }).fill('kumo-demo');
    await old.page.getByRole('button', { name: 'Sign in' }).click();
    await old.page.locator('.kumo-alert[role="alert"]').waitFor();
    expect(new URL(old.page.url()).pathname).toBe('/signin');
    await old.context.close();

    const fresh = await kumo.newPage();
    await kumo.signIn(fresh.page, user.username, undefined, { password: 'brand-new-pass' });
    await fresh.context.close();
  });

  test('the sign-in history lists this sign-in and a failed attempt', async () => {
    const user = await createUser('hist');
    await fetch(`${baseURL()}/api/signin-flow`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: 'wrong-guess' }),
    });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username, '/secure/settings/security');
    const rows = page.locator('.kumo-signin-list li');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-success')).toBe('true');
    expect(await rows.nth(0).textContent()).toContain('Signed in');
    expect(await rows.nth(1).textContent()).toContain('Wrong password');
    await context.close();
  });

  test('signing out on all devices asks for the password and ends this session too', async () => {
    const { user, page, context } = await kumo.openAsNewUser('signoutall', '/secure/settings/security');
    // a wrong password is said plainly and signs no one out
    await page.getByRole('button', { name: 'Sign out on all devices' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="password"]').fill('not-the-password');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('The current password is not right. Nothing was changed.').waitFor();
    expect((await callWithToken('i', user.token)).status).toBe(200);
    await page.getByRole('button', { name: 'Sign out on all devices' }).click();
    await dialog.locator('input[type="password"]').fill('kumo-demo');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    expect((await callWithToken('i', user.token)).status).toBe(401);
    await context.close();
  });
});

describe('access tokens and apps', () => {
  test('a token made on the API page works, shows on the apps page, and stops working once revoked', async () => {
    const { user, page, context } = await kumo.openAsNewUser('tokens', '/secure/settings/api');
    await page.getByRole('button', { name: 'Generate access token' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Backup script');
    await dialog.getByRole('checkbox', { name: 'read:account' }).check();
    await dialog.getByRole('checkbox', { name: 'write:notes' }).check();
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    const shown = page.getByTestId('new-token');
    await shown.waitFor();
    const token = (await shown.textContent())!.trim();
    expect(token.length).toBeGreaterThan(10);
    const before = await callWithToken('i', token);
    expect(before.status).toBe(200);
    expect(before.body?.username).toBe(user.username);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.goto('/secure/settings/apps');
    const item = page.locator('.kumo-token-list li', { hasText: 'Backup script' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Last used');
    await item.getByText('Permissions (2)').click();
    expect(await item.locator('code').allTextContents()).toEqual(['read:account', 'write:notes']);

    await item.getByRole('button', { name: 'Revoke: Backup script' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByText('No app or access token can use your account.').count()).toBe(1);
    const after = await callWithToken('i', token);
    expect(after.status).toBe(401);
    expect(after.body?.error?.code).toBe('AUTHENTICATION_FAILED');
    // the account's own session is untouched
    expect((await callApi<{ id: string }>('i', { i: user.token })).id).toBe(user.id);
    await context.close();
  });
});
