import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  CHROMIUM_FULL,
  instanceURL,
  launchBrowser,
  workerBrowser,
} from './worker.ts';
import { watchRequests } from './settle.ts';
import { timed } from './timings.ts';

export { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_FULL, launchBrowser };

/** The address of this worker's local instance (support/worker.ts). */
export function baseURL(): string {
  return instanceURL();
}

/** The worker's Chromium, shared by the files it runs (each file's contexts are closed after it). */
export function openBrowser(): Promise<Browser> {
  return workerBrowser();
}

/** A user made for a test through the API (see createUser). */
export type TestUser = { username: string; token: string; id: string };

/**
 * Achievements the client claims (a first note, a first follower…) each bring a notification that
 * other tests do not expect: the worker's instance answers claims as it does for one already held
 * (204, nothing recorded) until a test lets them through. Tests of a worker run one at a time, and
 * each new page holds them back again. (Held back by the server rather than intercepted in the
 * browser: routing any request makes the browser hand every request to the test process.)
 */
function holdBackAchievements(): Promise<void> {
  return callApiOf(baseURL(), 'kumo-test/fail-next', {
    endpoint: 'i/claim-achievement',
    status: 204,
    raw: '',
    times: 100,
  });
}

/** Lets achievement claims reach the server again (tests/achievements.test.ts). */
export function allowAchievements(): Promise<void> {
  return callApiOf(baseURL(), 'kumo-test/fail-next', { endpoint: 'i/claim-achievement', times: 0 });
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
    /** Animations and transitions play (a test about one); otherwise the page asks for reduced motion. */
    motion?: boolean;
    /**
     * Kumo's service worker may register (a test about it). Otherwise it is blocked: in a fresh
     * context it would install, fetch the app's files a second time and stand between the page and
     * every file it loads, which costs each page load a sixth more work and none of those tests needs.
     */
    serviceWorker?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  return timed('context open', () => openContext(browser, options));
}

async function openContext(
  browser: Browser,
  options: NonNullable<Parameters<typeof newPage>[1]>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
    hasTouch: options.touch ?? false,
    // nothing waits for a fade or a slide: Kumo stops every animation for reduced motion (base.css)
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  // Most tests write through the post form above the timeline, which Misskey (and Kumo) hide by
  // default; the device settings turn it on unless the test asks otherwise or the user changed it.
  if (options.fixedPostForm !== false) await context.addInitScript(showFixedPostForms);
  await holdBackAchievements();
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
export function callApi<T = unknown>(endpoint: string, body: Record<string, unknown>): Promise<T> {
  return timed('API set-up', () => callApiOf<T>(baseURL(), endpoint, body));
}

async function callApiOf<T>(origin: string, endpoint: string, body: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${origin}/api/${endpoint}`, {
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
 * outside incognito contexts), in the full Chromium (push shows system notifications); the profile
 * folder is removed when it closes.
 */
export async function openProfileContext(): Promise<BrowserContext> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'kumo-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_FULL,
    args: CHROMIUM_ARGS,
    baseURL: baseURL(),
  });
  await holdBackAchievements();
  context.on('close', () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // Chromium may still be writing to it as it exits; the system's temp folder is cleaned anyway
    }
  });
  return context;
}

/** Signs in through the sign-in page, as a user would (for the tests about signing in). */
export function signInThroughUi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  return timed('sign-in (form)', async () => {
    await page.goto('/signin');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/secure/timeline');
  });
}

let sessions = 0;

/**
 * Signs in with a token, as the sign-in form would leave the device (the current account, the
 * device's account list, the token cookie), and opens `at` (the timeline unless told): one page
 * load instead of the sign-in page, its form, the timeline it leads to and the page the test wants.
 * The server sees the same sign-in (`signin-flow`). `origin` is the server the page's context talks
 * to, when it is not the worker's instance.
 */
export function signIn(
  page: Page,
  username: string,
  at = '/secure/timeline',
  { password = DEMO_PASSWORD, origin = baseURL() }: { password?: string; origin?: string } = {},
): Promise<void> {
  return timed('sign-in (token)', async () => {
    const token = (await callApiOf<{ i: string }>(origin, 'signin-flow', { username, password })).i;
    const me = await callApiOf<{ id: string; isAdmin?: boolean; isModerator?: boolean; notesCount: number }>(
      origin,
      'i',
      { i: token },
    );
    const account = {
      id: me.id,
      token,
      username,
      isAdmin: me.isAdmin ?? false,
      isModerator: me.isModerator ?? false,
      notesCount: me.notesCount,
    };
    // written before the app's own scripts run on the next load, once (a later sign-out stays signed out)
    await page.addInitScript(storeSession, { origin: new URL(origin).origin, seq: ++sessions, account });
    await page.goto(new URL(at, origin).href);
    // a signed-in session stays on the timeline (signed out, it would be sent to the landing page)
    if (at === '/secure/timeline') await page.waitForURL('**/secure/timeline');
  });
}

/** An init script: the signed-in account as account-storage.ts and account-list.ts keep it. */
function storeSession(arg: {
  origin: string;
  seq: number;
  account: { id: string; token: string; username: string };
}): void {
  if (location.origin !== arg.origin) return;
  const done = 'kumo-test:session';
  if (Number(localStorage.getItem(done) ?? '0') >= arg.seq) return;
  localStorage.setItem(done, String(arg.seq));
  const { id, token, username } = arg.account;
  localStorage.setItem('account', JSON.stringify(arg.account));
  const listed = JSON.parse(localStorage.getItem('accounts') ?? '[]') as Array<{ id: string }>;
  localStorage.setItem(
    'accounts',
    JSON.stringify([...listed.filter((a) => a.id !== id), { id, token, username }]),
  );
  document.cookie = `token=${encodeURIComponent(token)}; path=/; max-age=31536000; SameSite=Lax`;
  // the list in IndexedDB, where the client keeps it once it has read it (idb-keyval's store)
  const open = indexedDB.open('keyval-store');
  open.onupgradeneeded = () => open.result.createObjectStore('keyval');
  open.onsuccess = () => {
    const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
    const read = store.get('accounts');
    read.onsuccess = () => {
      if (!Array.isArray(read.result)) return; // not taken over yet: the client reads local storage
      const list = (read.result as Array<{ id: string }>).filter((a) => a.id !== id);
      store.put([...list, { id, token, username }], 'accounts');
    };
  };
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
  opts: { wizard?: boolean; defaultWidgets?: boolean } = {},
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
  // a new account shows the default widgets beside every page (calendar, notifications, trends):
  // a test about something else starts with none, as if its user had removed them
  if (!opts.defaultWidgets) {
    await callApi('i/registry/set', { i: res.token, scope: ['client', 'base'], key: 'widgets', value: [] });
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
  const settled = watchRequests(page);
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
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.7));
    // what the scroll drew, and the older notes it asked for at the list's end
    await settled();
  }
  throw new Error(`note ${id} never came into the list`);
}

/** A fresh account signed in (by token) in a new browser context, on `path` when one is given. */
export async function openAsNewUser(
  browser: Browser,
  prefix: string,
  path?: string,
  options?: Parameters<typeof newPage>[1],
): Promise<{ user: TestUser; page: Page; context: BrowserContext }> {
  const user = await createUser(prefix);
  const { page, context } = await newPage(browser, options);
  await signIn(page, user.username, path);
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
 * Resolves once the server has joined the page to a stream channel (`main`, `userList`, …): it
 * answers the client's `connect` with `connected` (Misskey's `pong` flag), and from then on a note
 * posted reaches the page live. `times`: that many joins, on any of the page's sockets (a deck
 * column of another account has its own). Set it up before the page opens its socket (before
 * signing in): Playwright reports only sockets opened after.
 */
export function channelJoined(page: Page, channel: string, times = 1): Promise<void> {
  let joins = 0;
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      const ids = new Set<string>();
      ws.on('framesent', (frame) => {
        const message = streamMessage(frame.payload);
        if (message?.type === 'connect' && message.body?.channel === channel && message.body.id)
          ids.add(message.body.id);
      });
      ws.on('framereceived', (frame) => {
        const message = streamMessage(frame.payload);
        if (message?.type === 'connected' && message.body?.id && ids.has(message.body.id) && ++joins >= times)
          resolve();
      });
    });
  });
}

/**
 * Resolves once the page has asked the stream for a note's live updates (`subNote`): events about
 * the note from then on reach it. Start it before the page loads.
 */
export function noteCaptured(page: Page, noteId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        const message = streamMessage(frame.payload);
        if (message?.type === 'subNote' && message.body?.id === noteId) resolve();
      });
    });
  });
}

/** A message of the stream, parsed (null for `ping`, `pong` and anything else that is not JSON). */
export function streamMessage(
  payload: string | Buffer,
): { type?: string; body?: { channel?: string; id?: string } } | null {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    return JSON.parse(payload) as { type?: string; body?: { channel?: string; id?: string } };
  } catch {
    return null;
  }
}

/** The browser of a test file, with the steps its tests take in it. */
export interface Kumo {
  browser: Browser;
  /** A page in a new browser context (no cookies or storage from other tests). */
  newPage: (options?: Parameters<typeof newPage>[1]) => Promise<{ context: BrowserContext; page: Page }>;
  /** Signs in with a token and opens `at`, the timeline unless told (signInThroughUi for the tests about signing in). */
  signIn: typeof signIn;
  /** A fresh account signed in in a new context, on `path` when one is given. */
  openAsNewUser: (
    prefix: string,
    path?: string,
    options?: Parameters<typeof newPage>[1],
  ) => ReturnType<typeof openAsNewUser>;
}

/** Opens the test file's browser (closed when the file's tests are done). */
export async function openKumo(): Promise<Kumo> {
  const browser = await openBrowser();
  return {
    browser,
    newPage: (options) => newPage(browser, options),
    signIn,
    openAsNewUser: (prefix, path, options) => openAsNewUser(browser, prefix, path, options),
  };
}

/** For a contrast finding, the colours axe saw (what covered the text, if anything, shows in them). */
function contrastData(node: unknown): string {
  const data = (node as { any?: Array<{ data?: { fgColor?: string; bgColor?: string } }> }).any?.[0]?.data;
  return data?.fgColor ? ` (${data.fgColor} on ${data.bgColor})` : '';
}

/**
 * Serious and critical accessibility problems axe-core finds in the page as it is now (rule ids and
 * where), in the whole page or in the part `selector` names.
 */
export function seriousAxeViolations(page: Page, selector?: string): Promise<string[]> {
  return timed('axe-core', () => axeViolations(page, selector ?? null));
}

async function axeViolations(page: Page, selector: string | null): Promise<string[]> {
  // evaluated through the debugging protocol (the page's CSP forbids inline scripts, rightly), once
  // per document: pages opened in the app (the sweep) keep it
  if (!(await page.evaluate(() => 'axe' in window))) {
    const { source } = await import('axe-core');
    await page.evaluate(source);
  }
  type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
  const violations = await page.evaluate(async (within) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    // colours a note's author chose for their own text ($[fg.color=…], $[bg.color=…]) are theirs,
    // as on Misskey; everything else must read well
    const authorColoured = (target: string[]) =>
      target.length === 1 &&
      document
        .querySelector(target[0]!)
        ?.closest('.kumo-mfm-fn[style*="color"], .kumo-mfm-fn[style*="background"]') != null;
    // rules whose findings are never serious or critical are not run (their findings would be
    // dropped below), and only violations are reported back: the same answer in far less time
    type Audit = {
      rules: Array<{ id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] }>;
      data: { checks: Record<string, { impact?: string }> };
    };
    type Check = { id: string };
    const audit = (window as unknown as { axe: { _audit: Audit } }).axe._audit;
    const grave = (impact?: string) => impact === 'serious' || impact === 'critical';
    const mild = audit.rules.filter(
      (r) =>
        !grave(r.impact) &&
        ![...r.any, ...r.all, ...r.none].some((c) => grave(audit.data.checks[c.id]?.impact)),
    );
    const options = {
      rules: Object.fromEntries(mild.map((r) => [r.id, { enabled: false }])),
      resultTypes: ['violations'],
    };
    return (await axe.run(within ?? document, options)).violations
      .map((v) =>
        v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter((n) => !authorColoured(n.target)) } : v,
      )
      .filter((v) => v.nodes.length > 0);
  }, selector);
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + contrastData(n)).join(', ')}`);
}
