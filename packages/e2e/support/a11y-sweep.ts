import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  adminToken,
  callApi,
  createPublicRole,
  createUser,
  postNote,
  seriousAxeViolations,
  uploadPicture,
  type Kumo,
  type TestUser,
} from './browser.ts';
import { watchRequests } from './settle.ts';
import { timed } from './timings.ts';

/**
 * The accessibility sweep (issue 15): axe-core on every route with a page, at desktop and phone
 * widths, in a light and a dark theme. A page is opened once; the width and the colour scheme are
 * then switched in place (Kumo follows both live: its layout by media queries and the resize event,
 * its theme by the device's colour scheme), and each of the four looks is checked as it is drawn.
 * The app is loaded for the first page of a sweep; the others are opened from it, as its links do.
 */
export interface Look {
  name: string;
  width: number;
  height: number;
  scheme: 'light' | 'dark';
}

/** The sample of an unknown address (its not-found view is swept too). */
export const NOT_FOUND_SAMPLE = '/this/does/not/exist';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Half the pages are loaded on a desktop and then narrowed, the other half loaded on a phone and
 * widened; each page starts in the look the one before ended in, so that look is not switched to twice.
 */
const FROM_DESKTOP: Look[] = [
  { name: 'desktop, light', ...DESKTOP, scheme: 'light' },
  { name: 'desktop, dark', ...DESKTOP, scheme: 'dark' },
  { name: 'phone, dark', ...PHONE, scheme: 'dark' },
  { name: 'phone, light', ...PHONE, scheme: 'light' },
];
const FROM_PHONE: Look[] = [...FROM_DESKTOP].reverse();

/** The data the addresses' `{name}` parts stand for, made through the API in the worker's instance. */
export type SweepValues = Record<string, string>;

export async function makeSweepData(): Promise<{ user: TestUser; values: SweepValues }> {
  const user = await createUser('a11y');
  const admin = await adminToken();
  const alice = await callApi<{ id: string }>('users/show', { username: 'alice' });
  const i = user.token;
  const values: SweepValues = { tag: 'kumosweep', sweepUserId: user.id };
  values.noteId = (await postNote(user, `Reading everything aloud #${values.tag}`)).id;
  // chat: a conversation with alice and a room of the sweep's user
  values.chatPeerId = alice.id;
  await callApi('chat/messages/create-to-user', { i, toUserId: alice.id, text: 'Hello **alice**' }).catch(
    () => undefined,
  );
  values.chatRoomId = (await callApi<{ id: string }>('chat/rooms/create', { i, name: 'Sweep room' })).id;
  // highlighted code (comments, keywords, strings, numbers) in the timelines and public pages swept
  await postNote(user, {
    text: '```js\n// keep it short\nconst answer = 42;\nif (answer) console.log("yes", `${answer}`);\n```',
  });
  const list = await callApi<{ id: string }>('users/lists/create', { i, name: 'Sweep list' });
  await callApi('users/lists/update', { i, listId: list.id, isPublic: true });
  await callApi('users/lists/push', { i, listId: list.id, userId: alice.id });
  values.listId = list.id;
  const clip = await callApi<{ id: string }>('clips/create', { i, name: 'Sweep clip', isPublic: true });
  await callApi('clips/add-note', { i, clipId: clip.id, noteId: values.noteId });
  values.clipId = clip.id;
  values.channelId = (await callApi<{ id: string }>('channels/create', { i, name: 'Sweep channel' })).id;
  values.antennaId = (
    await callApi<{ id: string }>('antennas/create', {
      i,
      name: 'Sweep antenna',
      src: 'home',
      keywords: [['sweep']],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    })
  ).id;
  values.folderId = (await callApi<{ id: string }>('drive/folders/create', { i, name: 'Sweep folder' })).id;
  const picture = await uploadPicture(i, 'sweep.png');
  values.fileId = picture.id;
  values.galleryPostId = (
    await callApi<{ id: string }>('gallery/posts/create', {
      i,
      title: 'Sweep picture',
      description: 'A blue field, described for everyone',
      fileIds: [picture.id],
    })
  ).id;
  values.pageAuthor = user.username;
  values.pageName = 'sweep-page';
  values.pageId = (
    await callApi<{ id: string }>('pages/create', {
      i,
      title: 'Sweep page',
      name: values.pageName,
      summary: 'Every kind of block',
      content: [
        { id: 'b1', type: 'text', text: 'Some **bold** words' },
        {
          id: 'b2',
          type: 'section',
          title: 'A section',
          children: [
            { id: 'b3', type: 'image', fileId: picture.id },
            { id: 'b4', type: 'note', note: values.noteId, detailed: false },
          ],
        },
      ],
      variables: [],
      script: '',
    })
  ).id;
  values.flashId = (
    await callApi<{ id: string }>('flash/create', {
      i,
      title: 'Sweep Play',
      summary: 'A counter',
      script: '/// @ 1.0.0\nUi:render([Ui:C:text({ text: "Hello" }), Ui:C:button({ text: "Go" })])',
      permissions: [],
    })
  ).id;
  values.webhookId = (
    await callApi<{ id: string }>('i/webhooks/create', {
      i,
      name: 'Sweep hook',
      url: 'https://hooks.example/sweep',
      secret: '',
      on: ['note'],
    })
  ).id;
  values.roleId = await createPublicRole(admin, 'Sweepers', {
    description: 'Everyone who reads every page.',
  });
  values.session = '3f1e9c1a-8f0b-4c3e-9d7a-5b2c1e0f4a6d';
  values.token = 'sweep-token';
  return { user, values };
}

const fill = (address: string, values: SweepValues) =>
  address.replaceAll(/\{(\w+)\}/g, (_, k: string) => values[k] ?? k);

/** A page of the sweep: its requests watched, so that each look is checked once it is drawn. */
export interface SweepPage {
  page: Page;
  settled: () => Promise<void>;
  /** The look the page is in now (none until the sweep sets one). */
  look?: Look;
}

/** A page for the sweep in a new context, signed in as `username` unless it is a visitor's. */
export async function sweepPage(kumo: Kumo, username?: string): Promise<SweepPage> {
  const { page } = await kumo.newPage(DESKTOP);
  const settled = watchRequests(page);
  if (username) await kumo.signIn(page, username);
  return { page, settled };
}

/** Puts the page in `look`: its width, and the device's colour scheme, which the theme follows. */
function show(sp: SweepPage, look: Look): Promise<void> {
  if (sp.look === look) return Promise.resolve();
  sp.look = look;
  return timed('sweep: look switched', () => switchLook(sp, look));
}

async function switchLook({ page, settled }: SweepPage, look: Look): Promise<void> {
  const size = page.viewportSize();
  if (size?.width !== look.width || size.height !== look.height)
    await page.setViewportSize({ width: look.width, height: look.height });
  await page.emulateMedia({ colorScheme: look.scheme, reducedMotion: 'reduce' });
  await themeApplied(page, look.scheme);
  await settled();
}

/** The theme is on the page once <html> carries its colour scheme (a visitor's page too). */
async function themeApplied(page: Page, scheme: Look['scheme']): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('color-scheme')))
    .toBe(scheme);
}

/** What axe finds in the page as drawn now, checked once more after a moment if anything (a late render). */
async function check(sp: SweepPage): Promise<string[]> {
  let violations = await seriousAxeViolations(sp.page);
  if (violations.length > 0) {
    await sp.settled();
    violations = await seriousAxeViolations(sp.page);
  }
  if (violations.some((v) => v.startsWith('color-contrast'))) violations.push(await themeState(sp.page));
  return violations;
}

/**
 * Opens each address once and checks it in each of the four looks; returns what axe found as
 * "address (look) → rule: where" lines, and "address → shows …" for an address that did not get its
 * page (the not-found view, a failed page, a page not built). `before` runs on each page once it is drawn (a planted fault).
 */
export async function sweep(
  sp: SweepPage,
  addresses: string[],
  values: SweepValues,
  before?: (page: Page) => Promise<void>,
): Promise<string[]> {
  const found: string[] = [];
  for (const [n, address] of addresses.entries()) {
    const looks = n % 2 === 0 ? FROM_DESKTOP : FROM_PHONE;
    // the first look is set before the page opens: it is drawn first at that width, in that scheme
    if (n === 0) {
      sp.look = looks[0];
      await sp.page.setViewportSize({ width: looks[0]!.width, height: looks[0]!.height });
      await sp.page.emulateMedia({ colorScheme: looks[0]!.scheme, reducedMotion: 'reduce' });
      await sp.page.goto(fill(address, values));
      await sp.page.locator('#kumo-main').waitFor({ state: 'attached' });
      await themeApplied(sp.page, looks[0]!.scheme);
    } else {
      await show(sp, looks[0]!);
      await openInApp(sp.page, fill(address, values));
    }
    await sp.settled();
    // every route has its page: not the not-found view or a failed page
    const marked = sp.page.locator('[data-page-state]');
    const state = (await marked.count()) > 0 ? await marked.first().getAttribute('data-page-state') : null;
    if (state && !(state === 'not-found' && address === NOT_FOUND_SAMPLE))
      found.push(`${address} → shows "${state}" in place of its page`);
    await before?.(sp.page);
    for (const look of looks) {
      await show(sp, look);
      for (const v of await check(sp)) found.push(`${address} (${look.name}) → ${v}`);
    }
  }
  return found;
}

/**
 * Opens an address the way Kumo's own links do (the router follows the history), without loading
 * the app again: the first page of a sweep is loaded, the others are reached from it.
 */
async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  }, address);
}

/**
 * What the page's colours come from, told beside a contrast failure that outlived the retry: a
 * note's text once stayed in the light theme's ink on the dark theme's panel in a full run only.
 */
function themeState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.documentElement;
    const inline = (name: string) => html.style.getPropertyValue(name) || '(unset)';
    const cache = (JSON.parse(localStorage.getItem('kumo:theme') ?? 'null') as { base?: string } | null)
      ?.base;
    return [
      `theme state: --fg ${inline('--fg')}, --panel ${inline('--panel')}`,
      `computed --fg ${getComputedStyle(html).getPropertyValue('--fg')}`,
      `class "${html.className}"`,
      `prefers dark ${matchMedia('(prefers-color-scheme: dark)').matches}`,
      `reduce ${matchMedia('(prefers-reduced-motion: reduce)').matches}`,
      `animations ${document.getAnimations().length}`,
      `visibility ${document.visibilityState}, focus ${document.hasFocus()}`,
      `cache ${cache ?? 'none'}`,
      `device ${localStorage.getItem('kumo:settings:device') ?? '{}'}`,
    ].join('; ');
  });
}

/** The page as it is, in one look (the built-in themes' sweep): what axe finds there. */
export async function sweepHere(sp: SweepPage, look: Look): Promise<string[]> {
  await show(sp, look);
  return check(sp);
}
