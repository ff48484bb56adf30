// Drafts kept on the server and scheduled notes (upstream Misskey 2026.7's notes/drafts/*): a draft
// typed on one device reopens on another, a scheduled note is posted at its time (the instance's
// clock moved forward through its test hook) and its notification arrives, and a server without
// drafts shows neither control.
import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import { callApi, createUser, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

const main = (page: Page) => page.getByRole('main');
const textbox = (page: Page) => main(page).getByRole('textbox', { name: 'What is happening?' });

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await page.screenshot({ path: `/tmp/shots-drafts-${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shots-drafts-${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A datetime-local value `ms` from now, in the page's own time zone. */
const inputValueIn = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const d = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, ms);

describe('drafts kept on the server', () => {
  test('a draft typed on one device appears in the drafts of another and reopens there', async () => {
    const user = await createUser('drafter');
    const first = await kumo.newPage();
    await kumo.signIn(first.page, user.username);
    const saved = first.page.waitForResponse(
      (r) => r.url().endsWith('/api/notes/drafts/create') && r.status() === 200,
    );
    await textbox(first.page).fill('half a thought, written on the laptop');
    await saved;

    const second = await kumo.newPage();
    await kumo.signIn(second.page, user.username);
    await main(second.page).getByRole('button', { name: 'Drafts' }).click();
    const dialog = second.page.getByRole('dialog', { name: 'Drafts saved on the server' });
    const row = dialog.getByRole('article', { name: 'half a thought, written on the laptop' });
    await row.waitFor();
    expect(await seriousAxeViolations(second.page, '.kumo-server-drafts')).toEqual([]);
    await shot(second.page, 'list');
    await row.getByRole('button', { name: 'Open draft' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await textbox(second.page).inputValue()).toBe('half a thought, written on the laptop');
    // the focus came back to the form
    expect(await second.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Drafts',
    );

    // posting it removes the server's copy
    const deleted = second.page.waitForResponse((r) => r.url().endsWith('/api/notes/drafts/delete'));
    await main(second.page).getByRole('button', { name: 'Post', exact: true }).click();
    await deleted;
    expect(await callApi('notes/drafts/count', { i: user.token })).toBe(0);
    await first.context.close();
    await second.context.close();
  });

  test('a scheduled note is posted at its time and its notification arrives', async () => {
    const user = await createUser('scheduler');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username);
    await textbox(page).fill('good morning from the past');
    await main(page).getByRole('button', { name: 'Schedule' }).click();
    const when = main(page).getByLabel('Post at');
    // a time already gone is refused in the form's own words
    await when.fill(await inputValueIn(page, -60 * 60_000));
    await main(page).getByRole('button', { name: 'Schedule note' }).click();
    await main(page).getByRole('alert').filter({ hasText: 'Choose a time in the future.' }).waitFor();
    await when.fill(await inputValueIn(page, 3 * 60_000));
    expect(await seriousAxeViolations(page, '.kumo-post-form')).toEqual([]);
    await shot(page, 'schedule');

    const scheduled = page.waitForResponse(
      (r) =>
        r.url().includes('/api/notes/drafts/') &&
        r.status() === 200 &&
        (r.request().postData() ?? '').includes('"isActuallyScheduled":true'),
    );
    await main(page).getByRole('button', { name: 'Schedule note' }).click();
    await scheduled;
    await page
      .getByText(/Your note will be posted on/)
      .first()
      .waitFor();
    expect(await textbox(page).inputValue()).toBe('');
    const list = await callApi<Array<{ text: string }>>('notes/drafts/list', {
      i: user.token,
      scheduled: true,
    });
    expect(list.map((d) => d.text)).toEqual(['good morning from the past']);

    // a second one is refused: the role allows one scheduled note
    await textbox(page).fill('and another');
    await main(page).getByRole('button', { name: 'Schedule' }).click();
    await main(page)
      .getByLabel('Post at')
      .fill(await inputValueIn(page, 10 * 60_000));
    await main(page).getByRole('button', { name: 'Schedule note' }).click();
    await main(page)
      .getByRole('alert')
      .filter({ hasText: 'You already have as many scheduled notes as your role allows (1).' })
      .waitFor();
    // the scheduled note is in its list, to edit or cancel
    await main(page).getByRole('button', { name: 'Scheduled notes' }).click();
    const scheduledList = page.getByRole('dialog', { name: 'Scheduled notes' });
    await scheduledList.getByRole('article', { name: 'good morning from the past' }).waitFor();
    expect(await seriousAxeViolations(page, '.kumo-server-drafts')).toEqual([]);
    await shot(page, 'scheduled-list');
    await scheduledList.getByRole('button', { name: 'Close' }).click();
    await scheduledList.waitFor({ state: 'detached' });
    await main(page).getByRole('button', { name: 'Post now instead' }).click();

    // the instance's clock moves five minutes on: the note is posted, its notification comes
    await callApi('kumo-test/elapse', { ms: 5 * 60_000 });
    onTestFinished(() => callApi('kumo-test/elapse', { ms: -5 * 60_000 }));
    await page.goto('/secure/my/notifications');
    await page
      .getByRole('article', { name: /Your scheduled note was posted/ })
      .first()
      .waitFor();
    await page.getByText('good morning from the past').first().waitFor();
    await shot(page, 'notification');
    expect(await callApi('notes/drafts/list', { i: user.token, scheduled: true })).toEqual([]);
    await context.close();
  });

  test('a server without drafts or scheduling shows neither control', async () => {
    const user = await createUser('nodrafts');
    const { page, context } = await kumo.newPage();
    // an older server's endpoint list: no notes/drafts/*
    await page.route('**/api/endpoints', async (route) => {
      const res = await route.fetch();
      const names = (await res.json()) as string[];
      await route.fulfill({ response: res, json: names.filter((n) => !n.startsWith('notes/drafts/')) });
    });
    await kumo.signIn(page, user.username);
    await textbox(page).fill('plain posting');
    await main(page).getByRole('button', { name: 'Attach files' }).waitFor();
    expect(await main(page).getByRole('button', { name: 'Schedule' }).count()).toBe(0);
    expect(await main(page).getByRole('button', { name: 'Drafts' }).count()).toBe(0);
    await context.close();
  });
});
