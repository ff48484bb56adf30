// test: long — many tests, each with its own pages
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { basePolicies, callApi, channelJoined, DEMO_PASSWORD, openKumo } from '../support/browser.ts';
import { watchRequests } from '../support/settle.ts';

const kumo = await openKumo();

async function tokenOf(username: string): Promise<string> {
  return (await callApi<{ i: string }>('signin-flow', { username, password: DEMO_PASSWORD })).i;
}

/** The first note whose top is below the sticky header, with its position. */
async function topVisibleNote(page: Page): Promise<{ id: string; y: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('.kumo-page-header')!.getBoundingClientRect().bottom;
    for (const el of Array.from(document.querySelectorAll('article[data-note-id]'))) {
      const box = el.getBoundingClientRect();
      if (box.top >= header) return { id: el.getAttribute('data-note-id')!, y: box.top };
    }
    throw new Error('no note in view');
  });
}

const noteY = (page: Page, id: string) =>
  page
    .locator(`article[data-note-id="${id}"]`)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top);

const shotDir = process.env.TIMELINE_SHOTS;

describe('the virtualised timeline', () => {
  test('notes arriving while scrolled down are announced and do not move what the reader sees', async () => {
    for (const [width, height, name] of [
      [1280, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      const { page, context } = await kumo.newPage({ width, height });
      const settled = watchRequests(page);
      const joined = channelJoined(page, 'localTimeline');
      await kumo.signIn(page, 'alice');
      await page.getByRole('tab', { name: 'Local' }).click();
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(3);
      await joined;
      // scroll down the way a reader does, a wheel turn at a time (older notes may load meanwhile)
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 500);
          return page.evaluate(() => window.scrollY);
        })
        .toBeGreaterThan(1500);
      // the older notes the scroll asked for have come and been drawn
      await settled();
      const before = await topVisibleNote(page);

      const bob = await tokenOf('bob');
      const texts = [1, 2, 3].map((n) => `Arrived while scrolled ${name} ${n} ${Date.now()}`);
      for (const text of texts) await callApi('notes/create', { i: bob, text });

      const pill = page.getByRole('button', { name: 'New notes: 3' });
      await pill.waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByRole('status').filter({ hasText: '3 new notes' }).count()).toBe(1);
      expect(Math.abs((await noteY(page, before.id)) - before.y)).toBeLessThanOrEqual(2);
      if (shotDir) await page.screenshot({ path: `${shotDir}/timeline-pill-${name}.png` });

      await pill.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => page.getByRole('article').first().textContent()).toContain(texts[2]);
      await expect(pill.count()).resolves.toBe(0);
      await context.close();
    }
  });

  test('at the top, new notes appear at once without a button', async () => {
    const { page, context } = await kumo.newPage();
    const joined = channelJoined(page, 'localTimeline');
    await kumo.signIn(page, 'alice');
    await page.getByRole('tab', { name: 'Local' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await joined;
    const text = `Seen at the top ${Date.now()}`;
    await callApi('notes/create', { i: await tokenOf('carol'), text });
    await expect
      .poll(() => page.getByRole('article').first().textContent(), { timeout: 15_000 })
      .toContain(text);
    expect(await page.getByRole('button', { name: /New notes/ }).count()).toBe(0);
    await context.close();
  });

  test('a timeline left for another page shows, when come back to, the notes posted meanwhile', async () => {
    const { page, context } = await kumo.newPage();
    const joined = channelJoined(page, 'localTimeline');
    await kumo.signIn(page, 'alice');
    await page.getByRole('tab', { name: 'Local' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await joined;
    // the timeline stays kept (hidden, its channel left) while another page is shown
    await page.getByRole('link', { name: 'Notifications' }).first().click();
    await page.waitForURL('**/my/notifications');
    await expect.poll(() => page.getByRole('tab', { name: 'Local' }).count()).toBe(0);
    const text = `Posted while away ${Date.now()}`;
    await callApi('notes/create', { i: await tokenOf('carol'), text });
    await page.goBack();
    await expect
      .poll(() => page.getByRole('article').first().textContent(), { timeout: 15_000 })
      .toContain(text);
    await context.close();
  });

  test('scrolling far loads older notes while the number of notes in the page stays bounded', async () => {
    const { page, context } = await kumo.newPage();
    const settled = watchRequests(page);
    await kumo.signIn(page, 'alice');
    await page.getByRole('tab', { name: 'Local' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    const seen = new Set<string>();
    let most = 0;
    for (let step = 0; step < 120 && seen.size <= 100; step++) {
      await page.mouse.wheel(0, 600);
      await settled();
      const ids = await page
        .locator('article[data-note-id]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-note-id')!));
      ids.forEach((id) => seen.add(id));
      most = Math.max(most, ids.length);
    }
    // five pages of 20 came in, yet only the notes near the viewport were ever in the page
    expect(seen.size).toBeGreaterThan(100);
    expect(most).toBeLessThan(40);
    await context.close();
  });

  test('reaching the end loads older notes once and the reader stays where they were', async () => {
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    const settled = watchRequests(page);
    const joined = channelJoined(page, 'localTimeline');
    await kumo.signIn(page, 'alice');
    await page.getByRole('tab', { name: 'Local' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(3);
    await joined;
    await settled();
    // older pages only (untilId); the list also catches up on newer ones once its channel is joined
    const calls: string[] = [];
    page.on('request', (r) => {
      const body = r.postData() ?? '';
      if (r.url().endsWith('/api/notes/local-timeline') && body.includes('untilId')) calls.push(body);
    });
    // jump to the end (again while notes measured taller than estimated push it further down)
    await expect
      .poll(async () => {
        if (calls.length === 0) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        }
        return calls.length;
      })
      .toBeGreaterThan(0);
    const bottom = await page.evaluate(() => window.scrollY);
    // until the page asks for nothing more: each page that comes is drawn, and a list that followed
    // its end down would ask for the next one at once
    await settled();
    // the browser must not follow the list's end down as pages arrive: that loads page after page
    // (a dozen here); one page, or two when the first is short, is what reaching the end asks for
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - bottom)).toBeLessThan(400);
    await context.close();
  });

  test('local, social and global tabs follow the role policies; a stored tab that is gone shows home', async () => {
    const admin = await tokenOf('admin');
    const before = await basePolicies();
    const { page, context } = await kumo.newPage();
    try {
      await kumo.signIn(page, 'alice');
      await page.getByRole('tab', { name: 'Global' }).click();
      await expect
        .poll(() => page.getByRole('tab', { name: 'Global' }).getAttribute('aria-selected'))
        .toBe('true');

      await callApi('admin/roles/update-default-policies', {
        i: admin,
        policies: { ltlAvailable: false, gtlAvailable: false },
      });
      await page.reload();
      await page.getByRole('tab', { name: 'Home' }).waitFor();
      await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Home']);
      expect(await page.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);

      // a visitor's front page leaves out the local timeline too (the instance's base policies from meta)
      const visitor = await kumo.newPage();
      const visitorSettled = watchRequests(visitor.page);
      await visitor.page.goto('/');
      await visitor.page.getByRole('link', { name: 'Sign in' }).waitFor();
      await visitorSettled();
      expect(await visitor.page.getByRole('region', { name: 'Latest public notes' }).count()).toBe(0);
      await visitor.context.close();

      await callApi('admin/roles/update-default-policies', { i: admin, policies: { gtlAvailable: false } });
      await page.reload();
      await expect.poll(() => page.getByRole('tab').allTextContents()).toEqual(['Home', 'Local', 'Social']);
      const again = await kumo.newPage();
      await again.page.goto('/');
      await again.page
        .getByRole('region', { name: 'Latest public notes' })
        .getByRole('article')
        .first()
        .waitFor();
      await again.context.close();
    } finally {
      await callApi('admin/roles/update-default-policies', { i: admin, policies: before });
      await context.close();
    }
  });
});

describe('timeline settings', () => {
  test('with infinite scroll off, older notes load only from the button', async () => {
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, 'alice', '/secure/settings/general');
    const infinite = page.getByRole('switch', { name: 'Load more automatically when scrolling' });
    await infinite.click({ force: true });
    await expect.poll(() => infinite.isChecked()).toBe(false);
    await page.goto('/secure/timeline');
    await page.getByRole('tab', { name: 'Local' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    // older pages only (asked for with untilId): the list also catches up on newer notes once its
    // channel is joined
    const calls: string[] = [];
    page.on('request', (r) => {
      const body = r.postData() ?? '';
      if (r.url().endsWith('/api/notes/local-timeline') && body.includes('untilId')) calls.push(body);
    });
    // the timeline's button (a notifications widget beside it has its own)
    const more = page.getByRole('main').getByRole('button', { name: 'Load more' });
    const settled = watchRequests(page);
    await more.scrollIntoViewIfNeeded();
    // what the scroll would load has come by the time the page asks for nothing more
    await settled();
    expect(calls).toEqual([]);
    await more.click();
    await expect.poll(() => calls.length).toBe(1);
    expect(JSON.parse(calls[0]!)).toHaveProperty('untilId');
    await context.close();
  });

  test('notes matching muted words are left out; replies follow the replies setting', async () => {
    const alice = await tokenOf('alice');
    const bob = await tokenOf('bob');
    const word = `zebra${Date.now().toString(36)}`;
    await callApi('i/registry/set', {
      i: alice,
      scope: ['client', 'base'],
      key: 'mutedWords',
      value: [[word, 'stripes'], '/^MUTED-RE-\\d+$/'],
    });
    try {
      const { page, context } = await kumo.newPage();
      const joined = channelJoined(page, 'localTimeline');
      await kumo.signIn(page, 'alice');
      await page.getByRole('tab', { name: 'Local' }).click();
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
      await joined;
      const requests: Array<Record<string, unknown>> = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/notes/local-timeline')) requests.push(JSON.parse(r.postData() ?? '{}'));
      });
      // a note before and one after the muted ones: once the last is shown, the muted ones came in too
      const before = `only the ${word} here`;
      await callApi('notes/create', { i: bob, text: before });
      await expect
        .poll(() => page.getByRole('article').first().textContent(), { timeout: 15_000 })
        .toContain(before);
      await callApi('notes/create', { i: bob, text: `the ${word} has stripes` });
      await callApi('notes/create', { i: bob, text: 'MUTED-RE-42' });
      const after = `after the muted ones ${word}`;
      await callApi('notes/create', { i: bob, text: after });
      await expect
        .poll(() => page.getByRole('article').first().textContent(), { timeout: 15_000 })
        .toContain(after);
      const texts = await page.getByRole('article').allTextContents();
      expect(texts.some((x) => x.includes(before))).toBe(true);
      expect(texts.some((x) => x.includes('has stripes'))).toBe(false);
      expect(texts.some((x) => x.includes('MUTED-RE-42'))).toBe(false);

      // the local timeline asks for replies once the setting is on
      await page.goto('/secure/settings/feedSettings');
      const replies = page.getByRole('switch', {
        name: 'Show replies to others in the local and social timelines',
      });
      await replies.click({ force: true });
      await expect.poll(() => replies.isChecked()).toBe(true);
      await page.goto('/secure/timeline');
      await expect.poll(() => requests.some((r) => r.withReplies === true)).toBe(true);
      await context.close();
    } finally {
      await callApi('i/registry/set', { i: alice, scope: ['client', 'base'], key: 'mutedWords', value: [] });
      await callApi('i/registry/set', {
        i: alice,
        scope: ['client', 'base'],
        key: 'showTimelineReplies',
        value: false,
      });
    }
  });
});
