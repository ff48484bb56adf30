import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, createUser, DEMO_PASSWORD, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6 }).generate();

const PASSWORD = /^Enter your password/;
const CODE = /^Enter a code/;
const NAME = /^A name for this key/;

/** Answers the text prompt named `title` (password, code, key name). */
async function answer(page: Page, title: RegExp, value: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox').fill(value);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function signInWithPassword(page: Page, username: string) {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('two-factor authentication', () => {
  test('an authenticator app, then a security key: set up, asked for at sign-in, removed', async () => {
    const user = await createUser('twofactor');
    // browsers refuse security keys for an IP address, so this test talks to the instance as localhost
    const localhost = baseURL().replace('127.0.0.1', 'localhost');
    const context = await kumo.browser.newContext({
      baseURL: localhost,
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    const page = await context.newPage();
    await kumo.signIn(page, user.username, undefined, { origin: localhost });
    await page.goto('/secure/settings/security');

    // the authenticator app: QR code and key, a code to confirm, backup codes shown once
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await answer(page, PASSWORD, DEMO_PASSWORD);
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.locator('.kumo-totp-secret code').textContent())!.replace('Key: ', '');
    await page.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(codeFor(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const backup = page.getByRole('region', { name: 'Backup codes' });
    await expect.poll(() => backup.getByRole('listitem').count()).toBe(5);
    const backupCodes = await backup.getByRole('listitem').allTextContents();
    expect(await seriousAxeViolations(page, '.kumo-security-page')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/2fa-backup.png' });
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByText('Two-factor authentication is on.').count()).toBe(1);

    // signing in elsewhere now asks for a code; a wrong one is refused, a backup code works
    const other = await kumo.newPage();
    await signInWithPassword(other.page, user.username);
    const code = other.page.getByRole('textbox', {
      name: 'Code from your authenticator app, or a backup code',
    });
    await code.fill('000000');
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => other.page.getByText('That code is not right.', { exact: false }).count())
      .toBe(1);
    await code.fill(backupCodes[0]!);
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.waitForURL('**/secure/timeline');
    await other.context.close();

    // a security key (Chromium's virtual authenticator) is added on top
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.getByRole('button', { name: 'Add a security key or passkey' }).click();
    await answer(page, PASSWORD, DEMO_PASSWORD);
    await answer(page, CODE, codeFor(secret));
    await answer(page, NAME, 'Laptop key');
    await expect.poll(() => page.getByRole('button', { name: 'Remove Laptop key' }).count()).toBe(1);

    // signing in again: the password, then the key, without a code
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInWithPassword(page, user.username);
    await page.waitForURL('**/secure/timeline');

    // removed after the password and a code; then two-factor is turned off
    await page.goto('/secure/settings/security');
    await page.getByRole('button', { name: 'Remove Laptop key' }).click();
    await answer(page, PASSWORD, DEMO_PASSWORD);
    await answer(page, CODE, backupCodes[1]!);
    await expect.poll(() => page.getByText('No keys yet.').count()).toBe(1);
    await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await answer(page, PASSWORD, DEMO_PASSWORD);
    await answer(page, CODE, backupCodes[2]!);
    await expect.poll(() => page.getByText('Two-factor authentication is off.').count()).toBeGreaterThan(0);
    await context.close();
  });
});
