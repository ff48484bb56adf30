import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  addExistingAccount,
  callApi,
  channelJoined,
  createUser,
  openKumo,
  postNote,
  seriousAxeViolations,
} from '../support/browser.ts';

const kumo = await openKumo();

async function addColumn(page: Page, ...path: string[]) {
  await page.getByRole('button', { name: 'Add a column' }).first().click();
  for (const item of path) await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect.poll(() => page.getByRole('menu').count()).toBe(0);
}

const columnNames = (page: Page) =>
  page.locator('.kumo-deck-column').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

async function savedDeck(token: string, profile: string) {
  return callApi<{
    columns: Array<{ type: string; tl?: string; accountId?: string }>;
    layout: string[][];
  }>('i/registry/get', {
    i: token,
    scope: ['client', 'deck', 'profiles'],
    key: profile,
  }).catch(() => null);
}

describe('deck', () => {
  test('the deck: columns added and moved, saved to the registry, restored after reload; profiles', async () => {
    const { user, page, context } = await kumo.openAsNewUser('decker', '/secure/settings/deck');
    // the main column is shown on the deck's home unless turned off (Misskey's default)
    await page.getByRole('switch', { name: 'Always show the main column' }).click({ force: true });
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('switch', { name: 'Use the deck' }).click({ force: true }),
    ]);
    await page.goto('/');
    await page.waitForURL('**/secure/deck');
    await expect.poll(() => page.getByText('This deck has no columns yet.').count()).toBe(1);

    await addColumn(page, 'Timeline', 'Local');
    await addColumn(page, 'Notifications');
    await expect.poll(() => columnNames(page)).toEqual(['Local', 'Notifications']);
    await page.getByRole('button', { name: 'Menu of Notifications' }).click();
    await page.getByRole('menuitem', { name: 'Move left' }).click();
    await expect.poll(() => columnNames(page)).toEqual(['Notifications', 'Local']);
    // dragging a column's header onto another swaps them; the notifications column filters by type
    await page
      .locator('.kumo-deck-column[aria-label="Local"] .kumo-deck-column-header')
      .dragTo(page.locator('.kumo-deck-column[aria-label="Notifications"]'));
    await expect.poll(() => columnNames(page)).toEqual(['Local', 'Notifications']);
    await page.getByRole('button', { name: 'Menu of Notifications' }).click();
    await page.getByRole('menuitem', { name: 'Move left' }).click();
    await expect.poll(() => columnNames(page)).toEqual(['Notifications', 'Local']);
    // notes show in the local timeline column
    await expect
      .poll(() => page.locator('.kumo-deck-column[aria-label="Local"] .kumo-note').count())
      .toBeGreaterThan(0);
    // the deck's own controls (the notes inside have the contrast work of issue 15 still ahead)
    for (const header of await page.locator('.kumo-deck-column-header').all())
      expect(
        await seriousAxeViolations(
          page,
          `.kumo-deck-column[aria-label="${await header.locator('h2').textContent()}"] .kumo-deck-column-header`,
        ),
      ).toEqual([]);

    // saved once changes pause, and back as it was after a reload
    await expect
      .poll(async () => (await savedDeck(user.token, 'default'))?.columns.map((c) => c.type))
      .toEqual(['timeline', 'notifications']);
    const saved = await savedDeck(user.token, 'default');
    expect(saved!.layout.length).toBe(2);
    await page.reload();
    await expect.poll(() => columnNames(page)).toEqual(['Notifications', 'Local']);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/deck-desktop.png' });

    // a new profile starts empty (the registry has no such key); switching back restores the first
    await page.goto('/secure/settings/deck');
    await page.getByRole('button', { name: 'New profile' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('evening');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.goto('/secure/deck');
    await expect.poll(() => page.getByText('This deck has no columns yet.').count()).toBe(1);
    await addColumn(page, 'Notifications');
    await expect.poll(async () => (await savedDeck(user.token, 'evening'))?.columns.length).toBe(1);
    await page.goto('/secure/settings/deck');
    await page.getByLabel('Deck profile').selectOption('default');
    await page.goto('/secure/deck');
    await expect.poll(() => columnNames(page)).toEqual(['Notifications', 'Local']);
    await context.close();
  });

  test('with the deck as the layout, a page opened from a column shows in the main column beside it', async () => {
    const { user, page, context } = await kumo.openAsNewUser('deckmain', '/secure/settings/deck');
    await page.getByRole('switch', { name: 'Always show the main column' }).click({ force: true });
    // pages opened from a column come up in the main column rather than in a window
    await page.getByRole('switch', { name: 'Open pages from a column in a window' }).click({ force: true });
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('switch', { name: 'Use the deck' }).click({ force: true }),
    ]);
    await page.goto('/');
    await page.waitForURL('**/secure/deck');
    await addColumn(page, 'Timeline', 'Local');
    // on the deck's home no main column is drawn
    await expect.poll(() => columnNames(page)).toEqual(['Local']);
    const local = page.locator('.kumo-deck-column[aria-label="Local"]');
    await expect.poll(() => local.locator('.kumo-note').count()).toBeGreaterThan(0);
    // a user's name in a note opens their page in a main column; the timeline column stays
    const author = local.locator('.kumo-note a[href^="/@"]').first();
    const href = (await author.getAttribute('href'))!;
    await author.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => columnNames(page)).toEqual(['Main', 'Local']);
    const main = page.locator('.kumo-deck-column[aria-label="Main"]');
    await expect.poll(() => main.getByRole('heading').count()).toBeGreaterThan(0);
    // the deck's own main column takes its place in the layout, and "always show" keeps it home too
    await addColumn(page, 'Main');
    await expect.poll(() => columnNames(page)).toEqual(['Local', 'Main']);
    // (saved a second after the last change; the page is left only then)
    await expect
      .poll(async () => (await savedDeck(user.token, 'default'))?.columns.map((c) => c.type))
      .toEqual(['timeline', 'main']);
    await page.goto('/secure/settings/deck');
    await page.getByRole('switch', { name: 'Always show the main column' }).click({ force: true });
    await page.goto('/secure/deck');
    await expect.poll(() => columnNames(page)).toEqual(['Local', 'Main']);
    // the deck's home there: the home timeline
    await expect.poll(() => main.locator('.kumo-timeline').count()).toBe(1);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/deck-main.png' });
    await context.close();
  });

  test('a column bound to a second signed-in account receives its notifications live', async () => {
    const { user: one, page, context } = await kumo.openAsNewUser('deckone', '/secure/deck');
    const two = await createUser('decktwo');
    const three = await createUser('deckthree');
    await addExistingAccount(page, two.username);
    await addColumn(page, 'Notifications');
    await addColumn(page, 'Notifications');
    await page.getByRole('button', { name: 'Menu of Notifications' }).last().click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    // the column opens a stream of its own, for the second account
    const columnJoined = channelJoined(page, 'main');
    await page.getByRole('menuitemcheckbox', { name: `@${two.username}` }).click();
    // a switch leaves the menu open
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    // the column says whose it is
    const columns = page.locator('.kumo-deck-column');
    await expect
      .poll(() => columns.last().locator('.kumo-account-owner').textContent())
      .toContain(two.username);
    expect(await columns.first().locator('.kumo-account-owner').count()).toBe(0);
    // a mention of the second account arrives in its column only, without a reload
    await columns.last().locator('.kumo-empty, .kumo-notifications').first().waitFor();
    await columnJoined;
    await postNote(three, { text: `@${two.username} hello to the second account` });
    await expect
      .poll(() => columns.last().getByText('hello to the second account').count(), { timeout: 15_000 })
      .toBe(1);
    await postNote(three, { text: `@${one.username} hello to the first account` });
    await expect.poll(() => columns.first().getByText('hello to the first account').count()).toBe(1);
    expect(await columns.last().getByText('hello to the first account').count()).toBe(0);
    // the binding is kept in the profile (saved a second after the last change)
    await expect
      .poll(async () => (await savedDeck(one.token, 'default'))?.columns.map((c) => c.accountId ?? null))
      .toContain(two.id);
    await page.reload();
    await expect
      .poll(() => columns.last().locator('.kumo-account-owner').textContent())
      .toContain(two.username);
    await context.close();
  });

  test('on a phone the deck shows one column at a time, chosen from a list', async () => {
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    await kumo.signIn(page, (await createUser('deckphone')).username);
    await page.goto('/secure/deck');
    await addColumn(page, 'Timeline', 'Home');
    await addColumn(page, 'Notifications');
    await expect.poll(() => columnNames(page)).toEqual(['Home']);
    await page
      .getByRole('combobox', { name: 'Column', exact: true })
      .selectOption({ label: 'Notifications' });
    await expect.poll(() => columnNames(page)).toEqual(['Notifications']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/deck-phone.png' });
    await context.close();
  });
});
