// test: long — many tests, each with its own pages
import { describe, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  baseURL,
  callApi,
  channelJoined,
  createUser,
  openKumo,
  seriousAxeViolations,
} from '../support/browser.ts';
import { FEED_TITLES, serveFeed } from '../support/feed-server.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const kumo = await openKumo();
const feed = await serveFeed();

/** Changes one setting in a widget's settings dialog: the feed's address, else a choice, a switch or a number. */
async function changeOneSetting(dialog: Locator, label: string): Promise<void> {
  const address = dialog.getByRole('textbox', { name: 'Feed address' });
  if ((await address.count()) > 0) return address.fill(feed.url);
  const program = dialog.getByRole('textbox', { name: 'Program (AiScript)' });
  if ((await program.count()) > 0)
    return program.fill(
      label === 'Button'
        ? 'Mk:toast("Hello from a button")'
        : 'Ui:render([Ui:C:text({ text: "Hello from a widget" })])',
    );
  const switches = dialog.getByRole('switch');
  const select = dialog.getByRole('combobox').first();
  if ((await select.count()) > 0) {
    const values = await select
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    return void (await select.selectOption(values[values.length - 1]!));
  }
  // (the switch's box is drawn over its hidden input)
  if ((await switches.count()) > 0)
    return switches.first().evaluate((el) => (el as HTMLInputElement).click());
  await dialog.getByRole('spinbutton').first().fill('200');
}

describe('widgets', () => {
  test('widgets in the side bar: added, configured, reordered, the memo kept on the server, all back after reload', async () => {
    const { user, page, context } = await kumo.openAsNewUser('widgeteer');
    const side = page.getByRole('complementary', { name: 'Widgets' });
    await side.getByRole('button', { name: 'Edit widgets' }).click();
    const add = side.getByRole('combobox', { name: 'Add a widget' });
    await add.selectOption({ label: 'Clock' });
    await add.selectOption({ label: 'Sticky note' });
    await add.selectOption({ label: 'Calendar' });
    const names = () =>
      side.locator('.kumo-widget').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    await expect.poll(names).toEqual(['Calendar', 'Sticky note', 'Clock']);

    // the clock's settings: a large face
    await side.getByRole('button', { name: 'Settings of Clock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clock' });
    await dialog.getByRole('combobox', { name: 'Size' }).selectOption('large');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => side.locator('.kumo-widget-clock svg').getAttribute('width')).toBe('220');
    await side.getByRole('button', { name: 'Move Clock up' }).click();
    await expect.poll(names).toEqual(['Calendar', 'Clock', 'Sticky note']);
    await side.getByRole('button', { name: 'Remove Calendar' }).click();
    await side.getByRole('button', { name: 'Done' }).click();

    await side.getByRole('textbox', { name: 'Sticky note' }).fill('buy more clouds');
    await expect
      .poll(async () =>
        callApi('i/registry/get', { i: user.token, scope: ['client', 'base'], key: 'memo' }).catch(
          () => null,
        ),
      )
      .toBe('buy more clouds');
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/widgets-side.png' });
    await page.reload();
    await expect.poll(names).toEqual(['Clock', 'Sticky note']);
    expect(await side.getByRole('textbox', { name: 'Sticky note' }).inputValue()).toBe('buy more clouds');
    await context.close();
  });

  test('the photos widget shows the newest images of the drive, a new upload at once', async () => {
    const user = await createUser('photowidget');
    const { page, context } = await kumo.newPage();
    const joined = channelJoined(page, 'main');
    await kumo.signIn(page, user.username);
    const side = page.getByRole('complementary', { name: 'Widgets' });
    await side.getByRole('button', { name: 'Edit widgets' }).click();
    await side.getByRole('combobox', { name: 'Add a widget' }).selectOption({ label: 'Photos' });
    await side.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => side.getByText('No images in your drive yet.').count()).toBe(1);
    await joined;
    const form = new FormData();
    form.append('i', user.token);
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'sunset.png');
    await fetch(`${baseURL()}/api/drive/files/create`, { method: 'POST', body: form });
    await expect.poll(() => side.getByRole('img', { name: 'sunset.png' }).count()).toBe(1);
    await context.close();
  });

  test('a widgets column in the deck', async () => {
    const { user, page, context } = await kumo.openAsNewUser('widgetdeck', '/secure/deck');
    await page.getByRole('button', { name: 'Add a column' }).first().click();
    await page.getByRole('menuitem', { name: 'Widgets', exact: true }).click();
    const column = page.locator('.kumo-deck-column[aria-label="Widgets"]');
    await column.getByRole('button', { name: 'Edit widgets' }).click();
    await column.getByRole('combobox', { name: 'Add a widget' }).selectOption({ label: 'Digital clock' });
    await expect.poll(() => column.locator('.kumo-widget-digital time').count()).toBe(1);

    // the list members widget: a list chosen in the widget shows its people
    const list = await callApi<{ id: string }>('users/lists/create', { i: user.token, name: 'Neighbours' });
    const bob = await callApi<{ id: string }>('users/show', { username: 'bob' });
    await callApi('users/lists/push', { i: user.token, listId: list.id, userId: bob.id });
    await column.getByRole('combobox', { name: 'Add a widget' }).selectOption({ label: 'List members' });
    await column.getByRole('combobox', { name: 'List', exact: true }).selectOption({ label: 'Neighbours' });
    await expect.poll(() => column.getByRole('link', { name: '@bob' }).count()).toBe(1);
    await context.close();
  });

  // 25 widgets, each added and set up in turn: longer than one test's usual minute on a busy machine
  test(
    'every widget: added to the side bar, a setting changed and kept, drawn without error',
    { timeout: 120_000 },
    async () => {
      const { user, page, context } = await kumo.openAsNewUser('allwidgets');
      const side = page.getByRole('complementary', { name: 'Widgets' });
      await side.getByRole('button', { name: 'Edit widgets' }).click();
      const add = side.getByRole('combobox', { name: 'Add a widget' });
      await add.locator('option').nth(1).waitFor({ state: 'attached' });
      const labels = (await add.locator('option').allTextContents()).slice(1);
      // the 24 of the spec, and Misskey's birthday widget, which this server offers
      expect(labels).toHaveLength(25);
      expect(labels).toContain('Birthdays');
      for (const label of labels) {
        await add.selectOption({ label });
        const widget = side.locator('.kumo-widget').first();
        await expect.poll(() => widget.getAttribute('aria-label')).toBe(label);
        const settings = widget.getByRole('button', { name: `Settings of ${label}` });
        if ((await settings.count()) === 0) continue;
        await settings.click();
        const dialog = page.getByRole('dialog', { name: label });
        await changeOneSetting(dialog, label);
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      }
      await side.getByRole('button', { name: 'Done' }).click();
      const widget = (label: string) => side.locator(`.kumo-widget[aria-label="${label}"]`);
      // the feed reader and the ticker read the feed through the server
      await expect.poll(() => widget('Feed').getByRole('link', { name: FEED_TITLES[0] }).count()).toBe(1);
      await expect.poll(() => widget('Feed ticker').getByText(FEED_TITLES[1]!).count()).toBeGreaterThan(0);
      // this server knows no other: the federation widgets say so
      await expect
        .poll(() => widget('Federation').textContent())
        .toContain('has not heard from any other server');
      // the activity widget's first setting is its view: a chart of the last 30 days
      await expect.poll(() => widget('Activity').locator('canvas').count()).toBe(1);
      expect(await widget('Job queue').textContent()).toContain("shown to the server's moderators");
      // the AiScript ones run their programs: the app at once, the console on Run, the button when pressed
      await widget('AiScript app').locator('.kumo-as-text', { hasText: 'Hello from a widget' }).waitFor();
      await widget('AiScript console').getByRole('button', { name: 'Run' }).click();
      await widget('AiScript console').locator('.kumo-as-text', { hasText: 'Hello from a widget' }).waitFor();
      await widget('Button').getByRole('button', { name: 'BUTTON' }).click();
      await page.getByText('Hello from a button').waitFor();
      expect(await side.getByText('Something went wrong').count()).toBe(0);
      // the widgets' own controls (notes inside the timeline and notifications widgets have the
      // contrast work of issue 15 still ahead, as in the deck)
      expect(
        await seriousAxeViolations(
          page,
          'aside .kumo-widget:not([aria-label="Timeline"]):not([aria-label="Notifications"])',
        ),
      ).toEqual([]);
      if (process.env.SHOTS) await page.screenshot({ path: '/tmp/widgets-all.png', fullPage: true });

      // every widget and its changed setting were stored with the account
      const stored = await callApi<Array<{ name: string; data: Record<string, unknown> }>>('i/registry/get', {
        i: user.token,
        scope: ['client', 'base'],
        key: 'widgets',
      });
      expect(stored).toHaveLength(25);
      expect(stored.find((w) => w.name === 'rss')?.data.url).toBe(feed.url);
      expect(stored.find((w) => w.name === 'activity')?.data.view).toBe('chart');
      await page.reload();
      await expect.poll(() => side.locator('.kumo-widget').count()).toBe(25);
      await context.close();
    },
  );

  test('the job queue widget shows a moderator the queues live', async () => {
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, 'admin');
    const side = page.getByRole('complementary', { name: 'Widgets' });
    await side.getByRole('button', { name: 'Edit widgets' }).click();
    await side.getByRole('combobox', { name: 'Add a widget' }).selectOption({ label: 'Job queue' });
    const queue = side.locator('.kumo-widget[aria-label="Job queue"]');
    await expect.poll(() => queue.getByRole('table').count()).toBe(2);
    expect(await queue.getByRole('columnheader', { name: 'Waiting' }).count()).toBe(2);
    // leave the admin's side bar as it was
    await side.getByRole('button', { name: 'Remove Job queue' }).click();
    await context.close();
  });

  test('a status bar: a feed running along the bottom of every page', async () => {
    const { page, context } = await kumo.openAsNewUser('statusbar', '/secure/settings/statusbar');
    await page.getByRole('button', { name: 'Add a status bar' }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Harbour');
    const address = page.getByRole('textbox', { name: 'Feed address' });
    await address.fill(feed.url);
    await address.press('Enter');
    await page.getByRole('combobox', { name: 'Size' }).selectOption({ label: 'Large' });
    const bar = page.locator('.kumo-statusbar');
    await expect.poll(() => bar.getByRole('link', { name: FEED_TITLES[0] }).count()).toBeGreaterThan(0);
    expect(await bar.locator('.kumo-statusbar-name').textContent()).toBe('Harbour');
    expect(await bar.getAttribute('data-size')).toBe('large');
    // it stays on other pages and after a reload, and the page leaves room for it
    await page.goto('/secure/timeline');
    await expect.poll(() => bar.getByRole('link', { name: FEED_TITLES[0] }).count()).toBeGreaterThan(0);
    const room = await page.evaluate(
      () => getComputedStyle(document.querySelector('.kumo-main')!).paddingBottom,
    );
    expect(room).toBe('28px');
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/statusbar.png' });
    await page.goto('/secure/settings/statusbar');
    // the settings page is drawn before axe looks at it (it loads on its own after the frame)
    const remove = page.getByRole('button', { name: 'Remove Harbour' });
    await remove.waitFor();
    expect(await seriousAxeViolations(page, '.kumo-form-section, .kumo-statusbars')).toEqual([]);
    await remove.click();
    await expect.poll(() => bar.count()).toBe(0);
    await context.close();
  });
});
