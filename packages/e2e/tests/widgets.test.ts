import { describe, expect, test } from 'vitest';
import { baseURL, callApi, openKumo } from '../support/browser.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const kumo = await openKumo();

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
    const { user, page, context } = await kumo.openAsNewUser('photowidget');
    const side = page.getByRole('complementary', { name: 'Widgets' });
    await side.getByRole('button', { name: 'Edit widgets' }).click();
    await side.getByRole('combobox', { name: 'Add a widget' }).selectOption({ label: 'Photos' });
    await side.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => side.getByText('No images in your drive yet.').count()).toBe(1);
    await page.waitForTimeout(500); // the main channel is joined
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
});
