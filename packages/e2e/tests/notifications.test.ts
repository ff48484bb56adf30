import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  callApi,
  channelJoined,
  createUser,
  launchBrowser,
  newPage,
  openKumo,
  postNote,
} from '../support/browser.ts';
import { watchRequests } from '../support/settle.ts';

const kumo = await openKumo();

const indicator = (page: Page) =>
  page.locator('.kumo-sidenav a[href="/secure/my/notifications"] .kumo-nav-indicator');

/** Makes the page report itself hidden, as a tab in the background does. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (h ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

async function reply(token: string, noteId: string, text: string): Promise<void> {
  await callApi('notes/create', { i: token, text, replyId: noteId });
}

describe('notifications', () => {
  test('a reply raises the unread dot and a pop-up; the page lists it; mark all read clears the dot', async () => {
    const me = await createUser('notified');
    const other = await createUser('replier');
    const createdNote = await postNote(me, { text: 'Is anyone around?' });
    const { page, context } = await kumo.newPage();
    const joined = channelJoined(page, 'main');
    await kumo.signIn(page, me.username);
    await joined;
    // signing in leaves a `login` notification; start from nothing unread
    await callApi('notifications/mark-all-as-read', { i: me.token });
    await indicator(page).waitFor({ state: 'detached', timeout: 5000 });

    await reply(other.token, createdNote.id, 'I am here!');
    // the pop-up shows live, while it is still on screen (it stays for seconds; a one-second limit
    // failed on a busy CI machine with the page drawing late, not the pop-up missing)
    const popup = page.locator('.kumo-notification-toast').first();
    await popup.waitFor({ state: 'visible', timeout: 3000 });
    expect(await popup.textContent()).toContain(`${other.username} replied to you`);
    expect(await popup.textContent()).toContain('I am here!');
    // the server marks it unread 2 s later if nobody has seen it
    await indicator(page).waitFor({ state: 'visible', timeout: 5000 });

    await page.getByRole('link', { name: 'Notifications' }).first().click();
    await page.waitForURL('**/secure/my/notifications');
    const item = page.getByRole('article', { name: `${other.username} replied to you` });
    await item.waitFor();
    expect(await item.textContent()).toContain('I am here!');
    // no pop-up on the notifications page itself
    expect(await page.locator('.kumo-notification-toast').count()).toBe(0);

    // A reply that arrives while the tab is in the background stays unread until marked.
    await indicator(page).waitFor({ state: 'detached', timeout: 5000 });
    await setHidden(page, true);
    await reply(other.token, createdNote.id, 'Still there?');
    await page
      .getByRole('article', { name: `${other.username} replied to you` })
      .filter({ hasText: 'Still there?' })
      .waitFor();
    await indicator(page).waitFor({ state: 'visible', timeout: 5000 });
    expect(await page.locator('.kumo-notification-toast').count()).toBe(0);
    await setHidden(page, false);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await indicator(page).waitFor({ state: 'detached', timeout: 5000 });
    const unread = await callApi<{ hasUnreadNotification: boolean }>('i', { i: me.token });
    expect(unread.hasUnreadNotification).toBe(false);
    await context.close();
  });

  test('the mentions tab lists mentions and replies only', async () => {
    const me = await createUser('tabs');
    const other = await createUser('talker');
    const createdNote = await postNote(me, { text: 'Tabs test' });
    await callApi('following/create', { i: other.token, userId: me.id });
    await reply(other.token, createdNote.id, 'a reply for the tab');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username, '/secure/my/notifications');
    await page.getByRole('article', { name: `${other.username} followed you` }).waitFor();
    await page.getByRole('tab', { name: 'Mentions' }).click();
    await page.getByRole('article', { name: `${other.username} replied to you` }).waitFor();
    expect(await page.getByRole('article', { name: `${other.username} followed you` }).count()).toBe(0);
    await context.close();
  });

  test('a long list of notifications keeps only what shows drawn, and reaches its oldest on scrolling', async () => {
    const me = await createUser('many');
    const other = await createUser('chatty');
    for (let i = 0; i < 70; i++) await postNote(other, { text: `@${me.username} ping number ${i}` });
    const { page, context } = await kumo.newPage();
    const settled = watchRequests(page);
    await kumo.signIn(page, me.username, '/secure/my/notifications');
    await page.getByText('ping number 69').waitFor();
    // the list is long: only the notifications near the view are in the page
    await expect.poll(() => page.locator('.kumo-notification').count()).toBeLessThan(40);
    // scrolling down loads the older ones and draws them in turn, down to the first
    for (let i = 0; i < 80 && (await page.getByText(/ping number 0$/).count()) === 0; i++) {
      await page.mouse.wheel(0, 1500);
      await settled();
    }
    await page.getByText(/ping number 0$/).waitFor();
    expect(await page.getByText('ping number 69').count()).toBe(0);
    await context.close();
  });

  test('the service worker shows a system notification it is handed, and keeps it on this origin', async () => {
    // system notifications need the full Chromium (the headless shell refuses the permission)
    const full = await launchBrowser({ full: true });
    const { page, context } = await newPage(full, { serviceWorker: true });
    await context.grantPermissions(['notifications']);
    await page.goto('/about');
    const shown = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      // the worker is handed the notification once it is activated (as the app's is: it has long
      // been by the time a notification comes), not while its activation still runs
      const worker = registration.active;
      if (!worker) return [];
      if (worker.state !== 'activated')
        await new Promise<void>((resolve) => {
          const done = () => worker.state === 'activated' && resolve();
          worker.addEventListener('statechange', done);
          done();
        });
      const failures: string[] = [];
      navigator.serviceWorker.addEventListener('message', (e: MessageEvent) => {
        const data = e.data as { type?: string; reason?: string } | null;
        if (data?.type === 'notification-failed') failures.push(String(data.reason));
      });
      worker.postMessage({ type: 'initialize', lang: 'en-US' });
      worker.postMessage({
        type: 'notification',
        title: 'bob replied to you',
        body: 'See you at noon',
        icon: '/favicon.svg',
        url: 'https://elsewhere.example/phish',
        tag: 'kumo-notification-1',
      });
      // shown within 15 s (it took over 5 s on a busy CI machine: a worker starting, then showing)
      for (let i = 0; i < 150; i++) {
        const list = await registration.getNotifications();
        if (list.length) return list.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
        if (failures.length) return failures;
        await new Promise((r) => setTimeout(r, 100));
      }
      return [];
    });
    expect(shown).toEqual([
      {
        title: 'bob replied to you',
        body: 'See you at noon',
        data: { url: `${new URL(page.url()).origin}/` },
      },
    ]);
    await full.close();
  });
});
