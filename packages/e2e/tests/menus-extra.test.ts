import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  callApi,
  createUser,
  openKumo,
  postNote,
  seriousAxeViolations,
  uploadPicture,
} from '../support/browser.ts';

const kumo = await openKumo();

/** Opens the "…" menu of a note on the page and returns the menu. */
async function openNoteMenu(page: Page, noteId: string) {
  const note = page.locator(`[data-note-id="${noteId}"]`).first();
  await note.waitFor();
  await note.getByRole('button', { name: 'More actions' }).click();
  const menu = page.getByRole('menu').first();
  await menu.waitFor();
  return menu;
}

describe('fuller menus', () => {
  for (const width of [1280, 390]) {
    test(`the note menu's author submenu mutes the author: their note leaves the timeline (${width} px)`, async () => {
      const author = await createUser('submenuauth');
      const me = await createUser('submenume');
      await callApi('following/create', { i: me.token, userId: author.id });
      const { id: noteId } = await postNote(author, 'someone I will mute');
      const { id: mine } = await postNote(me, 'my own note stays');
      const { page, context } = await kumo.newPage({ width });
      await kumo.signIn(page, me.username);
      const menu = await openNoteMenu(page, noteId);
      await menu.getByRole('menuitem', { name: `@${author.username}` }).click();
      const submenu = page.getByRole('menu').nth(1);
      await submenu.getByRole('menuitem', { name: 'Block' }).waitFor();
      expect((await submenu.getByRole('menuitem').allTextContents()).map((s) => s.trim())).toEqual([
        'Mute',
        'Block',
        'Report',
      ]);
      expect(await seriousAxeViolations(page, '[role="menu"]')).toEqual([]);
      if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots-i-author-submenu-${width}.png` });
      await submenu.getByRole('menuitem', { name: 'Mute' }).click();
      await page.getByRole('menuitem', { name: 'Until I unmute' }).click();
      await page.getByRole('status').filter({ hasText: 'Muted' }).first().waitFor();
      await expect
        .poll(async () => (await callApi<Array<{ muteeId: string }>>('mute/list', { i: me.token })).length)
        .toBe(1);
      // after a reload the timeline is read again without them (my own note shows it was read)
      await page.reload();
      await page.locator(`[data-note-id="${mine}"]`).first().waitFor();
      await expect.poll(() => page.locator(`[data-note-id="${noteId}"]`).count()).toBe(0);
      await context.close();
    });
  }

  test("Details opens the note's page, and there is no author submenu on one's own note", async () => {
    const me = await createUser('detailsme');
    const { id: noteId } = await postNote(me, 'a note with its own page');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username);
    const menu = await openNoteMenu(page, noteId);
    expect(await menu.getByRole('menuitem', { name: `@${me.username}` }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Details' }).click();
    // a signed-in member reads a note at /secure/notes/… (the app's own redirect)
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^(/secure)?/notes/${noteId}$`));
    await page.locator(`main [data-note-id="${noteId}"]`).first().waitFor();
    await context.close();
  });

  test("a renote into a channel shows in that channel's timeline", async () => {
    const host = await createUser('rnchost');
    const me = await createUser('rncme');
    const channel = await callApi<{ id: string; name: string }>('channels/create', {
      i: host.token,
      name: `Renote target ${Date.now() % 100000}`,
      description: 'renotes land here',
    });
    await callApi('channels/follow', { i: me.token, channelId: channel.id });
    const { id: noteId } = await postNote(host, 'worth sharing in a channel');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username, `/notes/${noteId}`);
    const note = page.locator(`[data-note-id="${noteId}"]`).first();
    await note.getByRole('button', { name: 'Renote', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Renote into a channel…' }).click();
    await page.getByRole('menuitem', { name: channel.name }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Renoted into ${channel.name}.` })
      .waitFor();
    const timeline = await callApi<Array<{ renoteId: string | null }>>('channels/timeline', {
      i: me.token,
      channelId: channel.id,
    });
    expect(timeline.map((n) => n.renoteId)).toEqual([noteId]);
    await page.goto(`/channels/${channel.id}`);
    await page.getByText('worth sharing in a channel').first().waitFor();
    await context.close();
  });

  test('my own image marked sensitive from its media menu shows behind a cover after reload', async () => {
    const me = await createUser('sensme');
    const file = await uploadPicture(me.token, 'beach.png');
    const { id: noteId } = await postNote(me, { text: 'a picture of mine', fileIds: [file.id] });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username, `/notes/${noteId}`);
    const cell = page.locator(`[data-file-id="${file.id}"]`).first();
    await cell.getByRole('button', { name: 'Media menu' }).click();
    const menu = page.getByRole('menu').first();
    expect((await menu.getByRole('menuitem').allTextContents()).map((s) => s.trim())).toEqual([
      'Hide',
      'Open the original',
      'Copy link',
      'Download',
      'Mark as sensitive',
      'Describe',
      'File details',
    ]);
    expect(await seriousAxeViolations(page, '[role="menu"]')).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Mark as sensitive' }).click();
    await page.getByRole('status').filter({ hasText: 'Marked as sensitive' }).waitFor();
    expect(await cell.getAttribute('data-hidden')).toBe('true');
    await page.reload();
    await expect.poll(() => cell.getAttribute('data-hidden')).toBe('true');
    await context.close();
  });

  test("someone else's image: save to my drive; my own: describe it", async () => {
    const owner = await createUser('saveowner');
    const file = await uploadPicture(owner.token, 'harbour.png');
    const { id: noteId } = await postNote(owner, { text: 'harbour at dusk', fileIds: [file.id] });

    const { user: me, page, context } = await kumo.openAsNewUser('saveme', `/notes/${noteId}`);
    const cell = page.locator(`[data-file-id="${file.id}"]`).first();
    await cell.getByRole('button', { name: 'Media menu' }).click();
    const menu = page.getByRole('menu').first();
    expect(await menu.getByRole('menuitem', { name: 'Mark as sensitive' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Save to my drive' }).click();
    await page.getByRole('status').filter({ hasText: 'fetching the file into your drive' }).waitFor();
    await expect.poll(async () => (await callApi<unknown[]>('drive/files', { i: me.token })).length).toBe(1);
    await context.close();

    const own = await kumo.newPage();
    await kumo.signIn(own.page, owner.username, `/notes/${noteId}`);
    const ownCell = own.page.locator(`[data-file-id="${file.id}"]`).first();
    await ownCell.getByRole('button', { name: 'Media menu' }).click();
    await own.page.getByRole('menuitem', { name: 'Describe' }).click();
    const dialog = own.page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Boats in a harbour at dusk');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await own.page.getByRole('status').filter({ hasText: 'The description is saved.' }).waitFor();
    const shown = await callApi<{ comment: string | null }>('drive/files/show', {
      i: owner.token,
      fileId: file.id,
    });
    expect(shown.comment).toBe('Boats in a harbour at dusk');
    await own.context.close();
  });
});
