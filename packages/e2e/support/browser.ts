import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function baseURL(): string {
  return inject('baseURL');
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`[page error] ${err.message}`));
  return { context, page };
}

/** Calls the instance's API directly (test set-up, not what the user does). */
export async function callApi<T = unknown>(endpoint: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${baseURL()}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status === 204) return undefined as T;
  const json = (await res.json()) as T;
  if (!res.ok) throw new Error(`${endpoint} failed: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export const DEMO_PASSWORD = 'kumo-demo';

/** Signs in through the sign-in page, as a user would. */
export async function signInThroughUi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/secure/timeline');
}

/**
 * A fresh account made through the API, for tests that need their own user. Unless `wizard` is set,
 * the account setup wizard is marked done (as a client would after finishing it).
 */
export async function createUser(
  prefix: string,
  opts: { wizard?: boolean } = {},
): Promise<{ username: string; token: string; id: string }> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
  const res = await callApi<{ id: string; token: string }>('signup', { username, password: DEMO_PASSWORD });
  if (!opts.wizard) {
    await callApi('i/registry/set', {
      i: res.token,
      scope: ['client', 'base'],
      key: 'accountSetupWizard',
      value: -1,
    });
  }
  return { username, token: res.token, id: res.id };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
