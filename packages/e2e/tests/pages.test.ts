import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo, postNote, uploadPicture } from '../support/browser.ts';

const kumo = await openKumo();

type Block = { id: string; type: string; children?: Block[] };
type MisskeyPage = { id: string; title: string; likedCount: number; content: Block[] };
const showByName = (username: string, name: string, i?: string) =>
  callApi<MisskeyPage>('pages/show', { username, name, ...(i ? { i } : {}) });
const shape = (blocks: Block[]): unknown[] =>
  blocks.map((b) => (b.children ? { [b.type]: shape(b.children) } : b.type));

/** Adds a block of a kind (by its label) with the "add" button given. */
async function addBlock(page: Page, button: string, kind: string, nth = 0) {
  await page.getByRole('button', { name: button, exact: true }).nth(nth).click();
  const dialog = page.getByRole('dialog', { name: 'Which kind of block?' });
  await dialog.getByRole('combobox').selectOption({ label: kind });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** What the reader sees of a page's content. */
async function expectPageShown(page: Page) {
  const content = page.locator('.kumo-page-content');
  await content.getByRole('heading', { name: 'A walk in the hills' }).waitFor();
  // text blocks are MFM: bold, not asterisks
  await content.locator('.kumo-page-block-text :is(b, strong)', { hasText: 'early' }).waitFor();
  await content.getByRole('heading', { name: 'The climb' }).waitFor();
  await expect.poll(() => content.locator('.kumo-page-block-image img').count()).toBe(1);
  await content.locator('.kumo-page-block-note').getByText('Seen from the top').waitFor();
}

describe('pages', () => {
  test('a page made of every kind of block is read by a visitor, liked, reordered by dragging and deleted', async () => {
    const fan = await createUser('reader');
    const { user: author, page, context } = await kumo.openAsNewUser('writer', '/secure/pages');
    await uploadPicture(author.token, 'hills.png');
    const note = await postNote(author, 'Seen from the top');

    await page.getByRole('link', { name: 'New page' }).click();
    await page.waitForURL('**/secure/pages/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('A walk in the hills');
    // the address is shown as a reader types it, not percent-encoded
    await page.getByText(`/@${author.username}/pages/…`).waitFor();
    await page.getByRole('textbox', { name: 'Name in the address' }).fill('walk');
    await page.getByText(`/@${author.username}/pages/walk`).waitFor();
    // a new page starts with one text block
    await page.getByRole('textbox', { name: 'Text (MFM can be used)' }).fill('We left **early**.');
    await addBlock(page, 'Add a block', 'Section');
    await page.getByRole('textbox', { name: 'Section title' }).fill('The climb');
    await addBlock(page, 'Add a block to this section', 'Image');
    await page.getByRole('button', { name: 'Choose an image from the drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose files from the drive' });
    await picker.getByRole('button', { name: 'hills.png' }).click();
    await picker.waitFor({ state: 'detached' });
    await page.locator('.kumo-block-image img').waitFor();
    await addBlock(page, 'Add a block', 'Embedded note');
    const noteField = page.getByRole('textbox', { name: 'Note id or address' });
    await noteField.fill('not a note');
    await page.getByText('This is neither a note id nor a note address.').waitFor();
    await noteField.fill(`${baseURL()}/notes/${note.id}`);
    // the note goes into the section, after the image: up out of nothing, so drag it there later
    await page.getByRole('button', { name: 'Move this Embedded note block up' }).click();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expectPageShown(page);
    await page.getByRole('tab', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/@${author.username}/pages/walk`);
    await expectPageShown(page);
    const saved = await showByName(author.username, 'walk');
    expect(shape(saved.content)).toEqual(['text', 'note', { section: ['image'] }]);
    expect(await page.getByRole('button', { name: /^Like/ }).count()).toBe(0);

    // a visitor reads it, and finds it on the author's profile
    const visitor = await kumo.newPage();
    await visitor.page.goto(`/@${author.username}/pages/walk`);
    await expectPageShown(visitor.page);
    expect(await visitor.page.getByRole('button', { name: /^Like/ }).count()).toBe(0);
    await visitor.page.goto(`/@${author.username}/pages`);
    await visitor.page.getByRole('link', { name: /A walk in the hills/ }).click();
    await visitor.page.waitForURL(`**/@${author.username}/pages/walk`);
    await visitor.context.close();

    // another user likes it; it is then among their liked pages
    const other = await kumo.newPage();
    await kumo.signIn(other.page, fan.username, `/@${author.username}/pages/walk`);
    await other.page.getByRole('button', { name: 'Like 0' }).click();
    await other.page.getByRole('button', { name: 'Like 1', pressed: true }).waitFor();
    expect((await showByName(author.username, 'walk', fan.token)).likedCount).toBe(1);
    await other.page.goto('/secure/pages');
    await other.page.getByRole('tab', { name: 'Liked' }).click();
    await other.page.getByRole('link', { name: /A walk in the hills/ }).waitFor();
    await other.context.close();

    // the author drags the note into the section, before the image, and removes the first text
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/secure/pages/edit/**');
    // both blocks on screen: a drag does not scroll
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page
      .locator('.kumo-block[data-block-type="note"] > .kumo-block-head')
      .dragTo(page.locator('.kumo-block[data-block-type="image"]'));
    await page.getByRole('button', { name: 'Remove this Text block' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/@${author.username}/pages/walk`);
    await expect
      .poll(async () => shape((await showByName(author.username, 'walk')).content))
      .toEqual([{ section: ['note', 'image'] }]);

    // and deletes it
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Delete page' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/secure/pages');
    await page.getByRole('tab', { name: 'My pages' }).click();
    await page.getByText('You have not made any pages yet.').waitFor();
    await context.close();
  });
});
