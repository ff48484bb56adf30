import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote, seriousAxeViolations } from '../support/browser.ts';
import { watchRequests } from '../support/settle.ts';

const kumo = await openKumo();

/** A reader with `count` notifications: another user reacted to each of as many notes of theirs. */
async function busyReader(count = 60) {
  const reader = await createUser('longlist');
  const other = await createUser('reactor');
  for (let n = 1; n <= count; n++) {
    const note = await postNote(reader, { text: `Garden diary entry ${n}` });
    await callApi('notes/reactions/create', { i: other.token, noteId: note.id, reaction: '👍' });
  }
  return reader;
}

/** The diary entries whose notifications are in the page now. */
const entriesInPage = (page: Page) =>
  page
    .locator('article.kumo-notification')
    .evaluateAll((els) => els.map((e) => /entry (\d+)/.exec(e.textContent ?? '')?.[1]).filter(Boolean));

describe('the notification list on the list core', () => {
  test('a long list loads older notifications at its end and keeps only those near the view in the page', async () => {
    const reader = await busyReader();
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const { page, context } = await kumo.newPage({ width, height });
      const settled = watchRequests(page);
      await kumo.signIn(page, reader.username, '/secure/my/notifications');
      await page.locator('article.kumo-notification').first().waitFor();
      await settled();
      if (process.env.SHOTS)
        await page.screenshot({ path: `/tmp/shots-listcore-notifications-${width}.png` });
      expect(await seriousAxeViolations(page, '.kumo-notifications')).toEqual([]);
      const seen = new Set<string>();
      let most = 0;
      for (let step = 0; step < 60 && seen.size < 60; step++) {
        if (step > 0) await page.mouse.wheel(0, 700);
        await settled();
        const entries = await entriesInPage(page);
        entries.forEach((e) => seen.add(e!));
        most = Math.max(most, entries.length);
      }
      // all three pages came, the oldest entry last, yet never the whole list was in the page
      expect(seen.size).toBe(60);
      expect(seen.has('1')).toBe(true);
      expect(most).toBeLessThan(50);
      // past the last one, the list says there are no older ones
      const end = page.getByText('No older notifications.');
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 700);
          return end.count();
        })
        .toBe(1);
      if (process.env.SHOTS)
        await page.screenshot({ path: `/tmp/shots-listcore-notifications-end-${width}.png` });
      await context.close();
    }
  });
});

describe('the end of a long notification list', () => {
  test('reaching it loads older notifications once, however far the page is', async () => {
    const reader = await busyReader(140);
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    const settled = watchRequests(page);
    await kumo.signIn(page, reader.username, '/secure/my/notifications');
    await page.locator('article.kumo-notification').first().waitFor();
    const older: string[] = [];
    page.on('request', (r) => {
      const body = r.postData() ?? '';
      if (r.url().endsWith('/api/i/notifications') && body.includes('untilId')) older.push(body);
    });
    // read on until the list is long enough to be virtualised (40 and more)
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 800);
        await settled();
        return older.length;
      })
      .toBeGreaterThan(1);
    await settled();
    const before = older.length;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => older.length).toBeGreaterThan(before);
    await settled();
    // a list whose end the browser keeps in place as pages arrive reads itself whole
    expect(older.length - before).toBeLessThanOrEqual(2);
    await context.close();
  });
});

describe('the direct tab on the list core', () => {
  test('lists the notes addressed to the reader, newest first, and says when there are none', async () => {
    const reader = await createUser('direct');
    const sender = await createUser('sender');
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    await kumo.signIn(page, reader.username, '/secure/my/notifications');
    await page.getByRole('tab', { name: 'Direct' }).click();
    await page.getByText('No direct notes yet.').waitFor();
    for (const text of ['A quiet word', 'A second word'])
      await postNote(sender, { text, visibility: 'specified', visibleUserIds: [reader.id] });
    await page.reload();
    await page.getByRole('tab', { name: 'Direct' }).click();
    await expect
      .poll(() => page.locator('article[data-note-id]').allTextContents())
      .toEqual([expect.stringContaining('A second word'), expect.stringContaining('A quiet word')]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-listcore-direct-390.png' });
    await context.close();
  });
});

describe('the timeline on the list core', () => {
  test('draws its notes at 1280 px and on a phone', async () => {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      const { page, context } = await kumo.newPage({ width, height });
      const settled = watchRequests(page);
      await kumo.signIn(page, 'alice');
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(3);
      await settled();
      expect(await seriousAxeViolations(page, '.kumo-timeline')).toEqual([]);
      if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots-listcore-timeline-${width}.png` });
      await context.close();
    }
  });
});
