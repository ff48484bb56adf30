import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const files = (page: Page) => page.getByRole('list', { name: 'Files' });
const folders = (page: Page) => page.getByRole('list', { name: 'Folders' });

async function answer(page: Page, title: string, value: string) {
  await page.getByRole('textbox', { name: title }).fill(value);
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function uploadThroughPage(page: Page, ...names: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: PNG })));
  for (const name of names)
    await files(page)
      .getByRole('button', { name: `Actions for ${name}` })
      .waitFor();
}

describe('drive', () => {
  test('folders and files: make, upload, rename, caption, move by dragging, open, details, live changes', async () => {
    const { user, page } = await kumo.openAsNewUser('driver', '/secure/my/drive');
    await page.getByRole('meter', { name: 'Space used' }).waitFor();

    await page.getByRole('button', { name: 'New folder' }).click();
    await answer(page, 'New folder', 'Trips');
    await folders(page).getByRole('button', { name: 'Trips', exact: true }).waitFor();

    await uploadThroughPage(page, 'cloud.png');
    await files(page).getByRole('button', { name: 'Actions for cloud.png' }).click();
    await page.getByRole('menuitem', { name: 'Rename the file' }).click();
    await answer(page, 'Rename the file', 'sky.png');
    await files(page).getByRole('button', { name: 'Actions for sky.png' }).click();
    await page.getByRole('menuitem', { name: 'Caption (alt text)' }).click();
    await answer(page, 'Caption (alt text)', 'a blue sky');
    await files(page).getByRole('img', { name: 'a blue sky' }).waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/drive-desktop.png' });

    // the file's details: type, size, where it is used
    await files(page)
      .getByRole('button', { name: /sky\.png/ })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'sky.png' });
    await detail.getByText('image/png').waitFor();
    await detail.getByText('This file is not attached to any of your notes.').waitFor();
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/drive-detail.png' });
    await detail.getByRole('button', { name: 'Close' }).click();

    // dragged onto the folder, the file moves there
    await files(page)
      .getByRole('listitem')
      .filter({ hasText: 'sky.png' })
      .dragTo(folders(page).getByRole('listitem').filter({ hasText: 'Trips' }));
    await page.getByRole('button', { name: 'Actions for sky.png' }).waitFor({ state: 'detached' });
    await folders(page).getByRole('button', { name: 'Trips', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/secure\/my\/drive\/folder\/\w+$/);
    await page
      .getByRole('navigation', { name: 'Folder' })
      .getByRole('button', { name: 'Trips', exact: true })
      .waitFor();
    await files(page).getByRole('button', { name: 'Actions for sky.png' }).waitFor();

    // a folder made elsewhere (another device) appears without a reload
    const trips = new URL(page.url()).pathname.split('/').pop()!;
    await callApi('drive/folders/create', { i: user.token, name: '2026', parentId: trips });
    await folders(page).getByRole('button', { name: '2026', exact: true }).waitFor();

    // back at the top, Trips cannot go into its own sub-folder
    await page
      .getByRole('navigation', { name: 'Folder' })
      .getByRole('button', { name: 'Drive', exact: true })
      .click();
    await folders(page).getByRole('button', { name: 'Actions for the folder Trips' }).click();
    await page.getByRole('menuitem', { name: 'Move to…' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a folder' });
    await picker.getByRole('button', { name: 'Trips', exact: true }).click();
    await picker.getByRole('button', { name: '2026', exact: true }).click();
    await picker.getByRole('button', { name: 'Choose this folder' }).click();
    await page.getByText('A folder cannot be moved into itself or into one of its own folders.').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
  });

  test('several files selected: attach them to a new note, move them, or delete them after confirming', async () => {
    const { user, page } = await kumo.openAsNewUser('selector', '/secure/my/drive');
    await uploadThroughPage(page, 'one.png', 'two.png', 'three.png', 'four.png');

    // moved together into a folder chosen in the picker
    await callApi('drive/folders/create', { i: user.token, name: 'Archive' });
    await page.getByRole('checkbox', { name: 'Select four.png' }).check();
    await page.getByRole('checkbox', { name: 'Select three.png' }).check();
    await page.getByRole('region', { name: 'Selected files' }).getByRole('button', { name: 'Move…' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a folder' });
    await picker.getByRole('button', { name: 'Archive', exact: true }).click();
    await picker.getByRole('button', { name: 'Choose this folder' }).click();
    await files(page).getByRole('button', { name: 'Actions for four.png' }).waitFor({ state: 'detached' });
    await files(page).getByRole('button', { name: 'Actions for three.png' }).waitFor({ state: 'detached' });

    await page.getByRole('checkbox', { name: 'Select one.png' }).check();
    await page.getByRole('checkbox', { name: 'Select two.png' }).check();
    const bar = page.getByRole('region', { name: 'Selected files' });
    await bar.getByText('2 selected', { exact: true }).waitFor();
    if (process.env.SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/drive-phone.png' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await bar.getByRole('button', { name: 'Attach to a new note' }).click();
    await page.getByRole('button', { name: 'Options for one.png' }).waitFor();
    await page.getByRole('button', { name: 'Options for two.png' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Options for one.png' }).waitFor({ state: 'detached' });

    await bar.getByRole('button', { name: 'Delete 2 selected' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await files(page).getByRole('button', { name: 'Actions for one.png' }).waitFor({ state: 'detached' });
    await files(page).getByRole('button', { name: 'Actions for two.png' }).waitFor({ state: 'detached' });
    await expect.poll(() => files(page).getByRole('listitem').count()).toBe(0);
  });
});
