import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

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

/**
 * The test file's browser: launched when the file is collected, closed after its tests (call it at
 * the top of a test file: `const browser = await openBrowser();`).
 */
export async function openBrowser(): Promise<Browser> {
  const browser = await launchBrowser();
  afterAll(async () => {
    await browser.close();
  });
  return browser;
}

/** A user made for a test through the API (see createUser). */
export type TestUser = { username: string; token: string; id: string };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

const CLAIM_ROUTE = '**/api/i/claim-achievement';

/** Lets the context's achievement claims reach the server (newPage holds them back). */
export function allowAchievements(context: BrowserContext): Promise<void> {
  return context.unroute(CLAIM_ROUTE);
}

export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    locale?: string;
    fixedPostForm?: boolean;
    touch?: boolean;
    timezoneId?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
    hasTouch: options.touch ?? false,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  // Most tests write through the post form above the timeline, which Misskey (and Kumo) hide by
  // default; the device settings turn it on unless the test asks otherwise or the user changed it.
  if (options.fixedPostForm !== false) await context.addInitScript(showFixedPostForms);
  // Achievements the client claims (a first note, a first follower…) each bring a notification
  // that other tests do not expect; their claims are answered here without reaching the server.
  // tests/achievements.test.ts lets them through (allowAchievements).
  await context.route(CLAIM_ROUTE, (route) => route.fulfill({ status: 204, body: '' }));
  const page = await context.newPage();
  page.on('pageerror', (err) => console.error(`[page error] ${err.message}`));
  return { context, page };
}

/**
 * A time zone where it is about noon now (`Etc/GMT-N` is UTC+N), for a test whose outcome would
 * otherwise depend on the hour the suite runs at (a note posted after midnight earns "Night owl").
 */
export function middayTimezone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** An init script: the post form above timelines on, as most tests expect (see newPage). */
export function showFixedPostForms(): void {
  try {
    const key = 'kumo:settings:device';
    const device = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    if ('showFixedPostForm' in device) return;
    device.showFixedPostForm = true;
    device.showFixedPostFormInChannel = true;
    localStorage.setItem(key, JSON.stringify(device));
  } catch {
    // a page without storage (about:blank), or a test that stored something else: left as it is
  }
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

/** The base role's policies as they are now (from meta), to put back after a test changed them. */
export async function basePolicies(): Promise<Record<string, unknown>> {
  return (await callApi<{ policies: Record<string, unknown> }>('meta', {})).policies;
}

export const DEMO_PASSWORD = 'kumo-demo';

/** The demo administrator's token (a fresh sign-in), for set-up and clean-up through the API. */
export async function adminToken(): Promise<string> {
  return (await callApi<{ i: string }>('signin-flow', { username: 'admin', password: DEMO_PASSWORD })).i;
}

/** A public, manually assigned role made by the admin (test set-up); its id. */
export async function createPublicRole(
  adminToken: string,
  name: string,
  opts: { description?: string; isExplorable?: boolean } = {},
): Promise<string> {
  const role = await callApi<{ id: string }>('admin/roles/create', {
    i: adminToken,
    name,
    description: opts.description ?? `People who look after the ${name.toLowerCase()}.`,
    color: '#2f7d32',
    iconUrl: null,
    target: 'manual',
    condFormula: {},
    isPublic: true,
    isExplorable: opts.isExplorable ?? true,
    isModerator: false,
    isAdministrator: false,
    asBadge: true,
    canEditMembersByModerator: false,
    displayOrder: 0,
    policies: {},
  });
  return role.id;
}

/**
 * A browser context with a profile of its own (Chromium installs apps and receives push only
 * outside incognito contexts); the profile folder is removed when it closes.
 */
export async function openProfileContext(): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'kumo-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    baseURL: baseURL(),
  });
  await context.route(CLAIM_ROUTE, (route) => route.fulfill({ status: 204, body: '' }));
  context.on('close', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // Chromium may still be writing to it as it exits; the system's temp folder is cleaned anyway
    }
  });
  return context;
}

/** Signs in through the sign-in page, as a user would. */
export async function signInThroughUi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/secure/timeline');
}

/** Signs another existing account in on this device from the account menu (the session stays as it is). */
export async function addExistingAccount(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Add account' }).click();
  await page.getByRole('menuitem', { name: 'Existing account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Account added.').first().waitFor();
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

/** A small landscape picture (160×120 PNG: sky, sun, hills), for tests that need a real image. */
const LANDSCAPE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAAB4CAMAAABCfAldAAADAFBMVEU/fU6XwvNjoOhppOllouhno+mUwPL/1UqVwPJmouiW' +
  'wfOTv/KVwfNoo+lkoeiSvvJqpemRvvKQvfFrpelspuqPvPFup+qOvPFtp+pdnedioOicxfSaxPReneeexvSZw/NcnOZhn+dg' +
  'nuedxvSbxfSYw/Nbm+Zfnuefx/WgyPWhyPWiyfWjyvZvqOqNu/GkyvaMu/Gly/ZwqOqmy/aLuvBxqetyquuKufCnzPZzquuJ' +
  'ufCIuPB0q+t1rOyGt++Ht++ozfd2rOx3reyEtu94reyFtu99se1+su57sO1/su58se16r+2As+6BtO6Dte94ruyCtO55r+2p' +
  'zfeqzverz/esz/et0Piu0Piv0fiw0vix0viy0/my1Pmz1Pm01fm11fm21vq31/q41/q52Pq62fu72fu82vu92vu+2/u/3PzA' +
  '3PzB3fzC3vzD3vzE3/3F3/3G4P3H4f1Afk/I4f391U7J4v7N5f9EgVbK4/771FDL4/52p6N5qaPlz25KhV3101iDr6WArqVM' +
  'hmH00leFsaV+rKTHxIp7qqRQimZqnpFTjGtWjm9bknd6qqpypKL51FGUvOFwo6F2q+TOyYvHyJnRy47B3fusz/FelX6dxOCR' +
  'u8bLxorizGvizW5Gg1hvoZRBf1Gbw9eHtMJjmIBQi2plmoq11fiGsaeFsNOmy+Py0l10paLAwpOmy+2Mt8Sgx+S92vGqzvVH' +
  'hFpCgFOXv8+iyO1ak3yLuOqevtOjx9mtz+yXv8iWvuGTvtaBr9xfloCqzuahuLOz1Pjw0VytwLeWu9hyo5uSvOnnzmaKstSo' +
  'vLV/rayOu+ux0vCJtueFsbOny/V/sOS0xLlnnJGy0eCYv9Z9q6BZkHBflXihx+aHs7ptn4qv0fW/2/Z1pZSRu82iyOm31uiV' +
  'u7iEsd2Nt7t2pp6qzeh0pqeMtrakx8uOssyexvJ6rueMsc621fWLtax5ruebvtuy1POgxNKozPaaxOycwcKqy9Sgx+zjznKl' +
  'y/CjyvOTvMGPutS7wZp7ruJc1apuAAAACXBIWXMAAAsTAAALEwEAmpwYAAAEz0lEQVR4nM3YZXQUVxyH4bc6dXf3Yi1tqVCn' +
  '7gYEC07w6nabLaFJ2mwbIqQJ8QRJIEELFFqKFShOca0bdXfX0xMhWZl7Z2Y55+b/fJ7fnTeZszsn4RzhOE04jheOk4XjXOE4' +
  'QzhOF44ThGNP4ThEOPYWjv2FYx/hOFg49hKOw4TjSOE4SjiOE45jhOM8w/KXpY8J+v3BMenL8t1cz0VGTUnPtRrkpk9xXnCJ' +
  'QfnT/VYY//R8pw2XmjPlVSvK2CUOIy435qtgdJ9lrfhWv+IqU9ba9lnWiiXaGVcb8oPN860z5hvdjusMma7qs6z/dDuuN2Nt' +
  'xOc3VO7HmiE3mjFa3WdZ6Zoh9xixdZguMHeresl9RqzT9VnWOvWSO4wYrQ8crV5yqxHJ+sCx6iW3GxHUBwbVS242wq8PHKZe' +
  'cosRfodA9ZLbjAjqA1PVS+40IlkfOFa95C4jCvSBBeol9xqxUh+4Ur3kbiM2hfwpEi13k3rJDWYUaJ+wZshNZqzSfNH4V2mG' +
  'XGNIoTqwULfjWkPmKb9pkufpdlxpSt40+75gnnbGFcbMty2cNl+/4jJz8v60eb55DiMuNmhDYcTXob9wg9OGC4xaVBT6z6Oi' +
  'H50XnG/Ymm1Fyal+f2py0bY1bq7nWOE4WjiOEI7DheNQ4ThQOPYVjv2E4yDhOEA49hCOs4XjVOE4STjOEo4TheNM4ThFOJp5' +
  'NWr7180MorlHo2Dur83NoYU3owCqF7Uwhpae1PZByr8tTaGVF8/W9UFgQitDaO1BQx/4Pm9tBhe6F9IHbP/bwzR2tHEtvA/m' +
  '/tHGANq69VxEH1SXtY3BSxNXb/FwOe1ciu6DlMXtPFucAZlt3V9Pe3fs+mo+zO29+SXnxZrdxC2uF3Rwxb4PfDkdvNj5Sv2u' +
  '9C+3Ezq6oeoDMmd3dO2DtIbZyBkuN8S5MFzdB6Uz3BwRFxc3e7gvZJa9092KTs60fZD1vIszOnV6a2T4LMPdjM6OHPog5TXn' +
  'QzrPfCFyllbmYtaZLk4c+yAw0+mQkgqf3Q/mePMuXejq4AnnPvDl6A8py7adjZvjdPeuXemm56oPyHxXc8jbAdWvvtzh9t26' +
  'Ea/ltg9KS1RnlGxXryon6O8fH093Hfd9kDXV/ozxGbqVb7M2oHt3emh46YOU8TZHxK+vfbdpCnN0BT160FPNWx8EyqOOWFjl' +
  'PPt0uaahJ72UvPZB5fqII+Y0vts0KparI3rRW2WE5z6gYlLICZNGVLpbTVyurOhNH4WY+qB0Y8MJn0W82zSqflJl9KGvvRj7' +
  'IGtp/QnlUe82jZEbFR196Wcr5j5IW1BzwHerbd5tGtkL7UP6kWDnmdj7IFCekDDV/t2mUb3UtiSB/jZ2qw8qN3+ierdppE21' +
  'S+nPgGi72RerlAU2LQMYGKWJ+mDcz9ExAxkUqcn6IPByVM0gBkd4qun6oPKfyJzBDAnXpH3g+yKiZwhDwzRxH/gmhwcN5f5Q' +
  'Td4HvF4clsQDIST0wfvFoU082OhJZHinOCSKhxpI6YOq9xqreHgXOX3w5qyGLB6pJ6kP3pi1q4tH68jqg6wP68N4rJa0PsjY' +
  'UVfG4zWeRp6UHbVpJCUlJUnsg3G/17Qhtg8CX9YEJiZK7YPK3xITSZyMXL6PEpHcB77v/we5VQk0/8BoRgAAAABJRU5ErkJg' +
  'gg==';

/** Uploads the landscape picture to `token`'s drive under `name`. */
export async function uploadPicture(token: string, name: string): Promise<{ id: string }> {
  const form = new FormData();
  form.set('i', token);
  form.set('file', new Blob([Buffer.from(LANDSCAPE_PNG, 'base64')], { type: 'image/png' }), name);
  const res = await fetch(`${baseURL()}/api/drive/files/create`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
  return (await res.json()) as { id: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Timelines are virtualised: only notes near the viewport are in the page. Scrolls from the top of the
 * page (or of `within`'s list) down until the note with this id is rendered, and brings it into view.
 */
export async function revealNote(page: Page, id: string, within = ''): Promise<Locator> {
  const note = page.locator(`${within} [data-note-id="${id}"]`.trim()).first();
  await page.locator(`${within} article[data-note-id]`.trim()).first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 60; i++) {
    // the list may still re-render after a scroll: a note seen a moment ago is looked for again
    if (
      (await note.count()) > 0 &&
      (await note.scrollIntoViewIfNeeded({ timeout: 2000 }).then(
        () => true,
        () => false,
      ))
    )
      return note;
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.7);
      return window.scrollY !== before;
    });
    await page.waitForTimeout(moved ? 80 : 300);
  }
  throw new Error(`note ${id} never came into the list`);
}

/** A fresh account signed in through the UI in a new browser context, on `path` when one is given. */
export async function openAsNewUser(
  browser: Browser,
  prefix: string,
  path?: string,
): Promise<{ user: TestUser; page: Page; context: BrowserContext }> {
  const user = await createUser(prefix);
  const { page, context } = await newPage(browser);
  await signInThroughUi(page, user.username);
  if (path) await page.goto(path);
  return { user, page, context };
}

/** Posts a note through the API as `user` (test set-up); returns the created note. */
export async function postNote(
  user: Pick<TestUser, 'token'>,
  body: Record<string, unknown> | string,
): Promise<{ id: string }> {
  const params = typeof body === 'string' ? { text: body } : body;
  const res = await callApi<{ createdNote: { id: string } }>('notes/create', { i: user.token, ...params });
  return res.createdNote;
}

/**
 * Resolves once the page has asked the server for a stream channel (`main`, `userList`, …), and a
 * moment more for the server to take it: a note posted before that would not reach the page live,
 * on Misskey as here. Set it up before the page opens its socket (before signing in): Playwright
 * reports only sockets opened after.
 */
export function channelJoined(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes(`"channel":"${channel}"`))
          setTimeout(resolve, 200);
      }),
    );
  });
}

/** The browser of a test file, with the steps its tests take in it. */
export interface Kumo {
  browser: Browser;
  /** A page in a new browser context (no cookies or storage from other tests). */
  newPage: (options?: Parameters<typeof newPage>[1]) => Promise<{ context: BrowserContext; page: Page }>;
  /** Signs in through the sign-in page, as a user would. */
  signIn: (page: Page, username: string, password?: string) => Promise<void>;
  /** A fresh account signed in through the UI in a new context, on `path` when one is given. */
  openAsNewUser: (prefix: string, path?: string) => ReturnType<typeof openAsNewUser>;
}

/** Opens the test file's browser (closed when the file's tests are done). */
export async function openKumo(): Promise<Kumo> {
  const browser = await openBrowser();
  return {
    browser,
    newPage: (options) => newPage(browser, options),
    signIn: signInThroughUi,
    openAsNewUser: (prefix, path) => openAsNewUser(browser, prefix, path),
  };
}

/**
 * Serious and critical accessibility problems axe-core finds in the page as it is now (rule ids and
 * where), in the whole page or in the part `selector` names.
 */
/** For a contrast finding, the colours axe saw (what covered the text, if anything, shows in them). */
function contrastData(node: unknown): string {
  const data = (node as { any?: Array<{ data?: { fgColor?: string; bgColor?: string } }> }).any?.[0]?.data;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor})` : '';
}

export async function seriousAxeViolations(page: Page, selector?: string): Promise<string[]> {
  const { source } = await import('axe-core');
  // evaluated through the debugging protocol: the page's CSP forbids inline scripts, rightly
  await page.evaluate(source);
  type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
  const violations = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: Violation[] }> } }
    ).axe;
    // colours a note's author chose for their own text ($[fg.color=…], $[bg.color=…]) are theirs,
    // as on Misskey; everything else must read well
    const authorColoured = (target: string[]) =>
      target.length === 1 &&
      document
        .querySelector(target[0]!)
        ?.closest('.kumo-mfm-fn[style*="color"], .kumo-mfm-fn[style*="background"]') != null;
    return (await axe.run(within ?? document)).violations
      .map((v) =>
        v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter((n) => !authorColoured(n.target)) } : v,
      )
      .filter((v) => v.nodes.length > 0);
  }, selector ?? null);
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + contrastData(n)).join(', ')}`);
}
