import { describe, expect, test } from 'vitest';
import { openKumo, signInThroughUi } from '../support/browser.ts';

const kumo = await openKumo();

describe('signing up and signing in', () => {
  test('a visitor signs up and lands on their timeline, signed in', async () => {
    const { page, context } = await kumo.newPage();
    const username = `new${Date.now().toString(36)}`;
    await page.goto('/signup');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByLabel('Password (again)').fill('correct horse');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/secure/timeline');
    // a new account is greeted by the setup wizard
    const wizard = page.getByRole('dialog').filter({ hasText: 'Set up your account' });
    await wizard.waitFor();
    await wizard.getByLabel('Display name').fill('New Person');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => wizard.count()).toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: `Account menu: @${username}` }).count())
      .toBeGreaterThan(0);
    const me = await page.evaluate(async () => {
      const a = JSON.parse(localStorage.getItem('account') ?? 'null');
      const res = await fetch('/api/i', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ i: a.token }),
      });
      return res.json();
    });
    expect(me.name).toBe('New Person');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('account') ?? 'null'));
    expect(stored.username).toBe(username);
    await context.close();
  });

  test('mismatched passwords are refused before anything is sent', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/signup');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password', { exact: true }).fill('one');
    await page.getByLabel('Password (again)').fill('two');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByText('The passwords do not match.').isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/signup$/);
    await context.close();
  });

  test('a demo user signs in, and signing out returns to the landing page', async () => {
    const { page, context } = await kumo.newPage();
    await signInThroughUi(page, 'alice');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign up' }).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('account'))).toBeNull();
    await context.close();
  });

  test('a wrong password shows a clear error and keeps the visitor on the sign-in page', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/signin');
    await page.getByLabel('Username').fill('alice');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('the username or the password is wrong');
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await page.getByLabel('Username').inputValue()).toBe('alice');
    await context.close();
  });
});
