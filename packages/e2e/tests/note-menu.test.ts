import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo, postNote } from '../support/browser.ts';

const kumo = await openKumo();

const post = async (token: string, text: string, extra: Record<string, unknown> = {}) =>
  (await postNote({ token }, { text, ...extra })).id;

/** Opens the "…" menu of a note on the page and returns the menu. */
async function openNoteMenu(page: Page, noteId: string) {
  const note = page.locator(`[data-note-id="${noteId}"]`).first();
  await note.waitFor();
  await note.getByRole('button', { name: 'More actions' }).click();
  const menu = page.getByRole('menu').first();
  await menu.waitFor();
  return menu;
}

async function menuTexts(page: Page, noteId: string): Promise<string[]> {
  const menu = await openNoteMenu(page, noteId);
  const texts = (await menu.getByRole('menuitem').allTextContents()).map((s) => s.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return texts;
}

describe('note menu', () => {
  test('shows the entries that fit: visitor, author and someone else', async () => {
    const author = await createUser('menuauth');
    const other = await createUser('menuother');
    const noteId = await post(author.token, 'whose menu is this');

    const visitor = await kumo.newPage();
    await visitor.page.goto(`/notes/${noteId}`);
    expect(await menuTexts(visitor.page, noteId)).toEqual(['Details', 'Copy text', 'Copy link']);
    await visitor.context.close();

    const own = await kumo.newPage();
    await kumo.signIn(own.page, author.username, `/notes/${noteId}`);
    const ownItems = await menuTexts(own.page, noteId);
    expect(ownItems).toEqual(expect.arrayContaining(['Pin to profile', 'Delete and edit', 'Delete']));
    expect(ownItems).not.toContain('Report');
    await own.context.close();

    const theirs = await kumo.newPage();
    await kumo.signIn(theirs.page, other.username, `/notes/${noteId}`);
    const otherItems = await menuTexts(theirs.page, noteId);
    expect(otherItems).toEqual(expect.arrayContaining(['Add to favorites', 'Clip', 'Report']));
    expect(otherItems).not.toContain('Delete');
    expect(otherItems).not.toContain('Pin to profile');
    await theirs.context.close();
  });

  test('a favorited note shows on the favorites page, and the menu then offers to remove it', async () => {
    const author = await createUser('favauth');
    const me = await createUser('favme');
    const noteId = await post(author.token, 'a note worth keeping');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username, `/notes/${noteId}`);
    const menu = await openNoteMenu(page, noteId);
    await menu.getByRole('menuitem', { name: 'Add to favorites' }).click();
    await page.getByRole('status').filter({ hasText: 'Added to your favorites.' }).waitFor();

    await page.goto('/secure/my/favorites');
    const fav = page.locator(`[data-note-id="${noteId}"]`);
    await fav.waitFor();
    expect(await fav.textContent()).toContain('a note worth keeping');
    expect(await menuTexts(page, noteId)).toContain('Remove from favorites');
    await context.close();
  });

  test('the clip button in the note footer offers my clips, and the setting hides it', async () => {
    const me = await createUser('clipbutton');
    const noteId = await post(me.token, 'clip me from the footer');
    await callApi('clips/create', { i: me.token, name: 'Footer clips', isPublic: false });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username, `/notes/${noteId}`);
    const note = page.locator(`[data-note-id="${noteId}"]`).first();
    await note.getByRole('button', { name: 'Clip', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Footer clips' }).click();
    await page.getByRole('status').filter({ hasText: 'Footer clips' }).waitFor();
    await page.goto('/secure/settings/general');
    await page.getByRole('switch', { name: /clip button/i }).click({ force: true });
    await page.goto(`/notes/${noteId}`);
    await note.waitFor();
    expect(await note.getByRole('button', { name: 'Clip', exact: true }).count()).toBe(0);
    await context.close();
  });

  test('a note clipped into a new clip shows on that clip’s page', async () => {
    const author = await createUser('clipauth');
    const me = await createUser('clipme');
    const noteId = await post(author.token, 'clip-worthy words');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username, `/notes/${noteId}`);
    const menu = await openNoteMenu(page, noteId);
    await menu.getByRole('menuitem', { name: 'Clip', exact: true }).click();
    await page.getByRole('menuitem', { name: 'New clip' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Reading list');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved to “Reading list”.' }).waitFor();

    await page.goto('/secure/my/clips');
    await page.getByRole('link', { name: /Reading list/ }).click();
    await page.waitForURL(/\/clips\/[a-z0-9]+$/);
    await page.getByRole('heading', { name: 'Reading list' }).waitFor();
    const clipped = page.locator(`[data-note-id="${noteId}"]`);
    await clipped.waitFor();
    expect(await clipped.textContent()).toContain('clip-worthy words');
    await context.close();
  });

  test('a pinned note shows on the profile', async () => {
    const me = await createUser('pinme');
    const noteId = await post(me.token, 'this one goes on top');
    await post(me.token, 'a newer note');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username, `/notes/${noteId}`);
    const menu = await openNoteMenu(page, noteId);
    await menu.getByRole('menuitem', { name: 'Pin to profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Pinned to your profile.' }).waitFor();

    await page.goto(`/@${me.username}`);
    const pinned = page.getByRole('region', { name: 'Pinned' });
    await pinned.waitFor();
    expect(await pinned.locator(`[data-note-id="${noteId}"]`).textContent()).toContain(
      'this one goes on top',
    );
    // the menu now offers to unpin
    expect(await menuTexts(page, noteId)).toContain('Unpin from profile');
    await context.close();
  });

  test('delete and edit deletes the note and puts its text and warning back into the form', async () => {
    const me = await createUser('editme');
    const noteId = await post(me.token, 'text with a tpyo', { cw: 'spoilers ahead' });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username, `/notes/${noteId}`);
    const menu = await openNoteMenu(page, noteId);
    await menu.getByRole('menuitem', { name: 'Delete and edit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    const form = page.getByRole('dialog', { name: 'New note' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: 'What is happening?' }).inputValue()).toBe(
      'text with a tpyo',
    );
    expect(await form.getByRole('textbox', { name: 'Content warning' }).inputValue()).toBe('spoilers ahead');
    await expect
      .poll(async () => {
        const res = await fetch(`${baseURL()}/api/notes/show`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ noteId }),
        });
        return res.status;
      })
      .toBe(400);
    await context.close();
  });

  test('copy link puts the note’s address on the clipboard', async () => {
    const me = await createUser('copyme');
    const noteId = await post(me.token, 'link to me');
    const { page, context } = await kumo.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await kumo.signIn(page, me.username, `/notes/${noteId}`);
    const menu = await openNoteMenu(page, noteId);
    await menu.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL()}/notes/${noteId}`);
    await context.close();
  });

  test('right-clicking a note opens the same menu', async () => {
    const me = await createUser('ctxme');
    const noteId = await post(me.token, 'right click here');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username, `/notes/${noteId}`);
    await page.locator(`[data-note-id="${noteId}"]`).getByText('right click here').click({ button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Copy link' }).waitFor();
    await context.close();
  });
});

describe('note page', () => {
  test('shows the conversation above the note, oldest first, and the replies below', async () => {
    const a = await createUser('convA');
    const b = await createUser('convB');
    const root = await post(a.token, 'conversation root');
    const middle = await post(b.token, 'middle reply', { replyId: root });
    const target = await post(a.token, 'the note itself', { replyId: middle });
    const answer = await post(b.token, 'an answer below', { replyId: target });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, a.username, `/notes/${target}`);
    await page.locator(`[data-note-id="${answer}"]`).waitFor();
    await page.locator(`[data-note-id="${root}"]`).waitFor();
    const order = await page
      .locator('article[data-note-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-note-id')));
    expect(order).toEqual([root, middle, target, answer]);
    expect(await page.getByTestId('note-focus').locator('article').getAttribute('data-note-id')).toBe(target);
    await context.close();
  });

  test('a long chain shows its nearest part first and earlier notes on request', async () => {
    const a = await createUser('chain');
    const ids: string[] = [];
    let replyId: string | undefined;
    for (let i = 0; i < 8; i++) {
      replyId = await post(a.token, `chain step ${i}`, replyId ? { replyId } : {});
      ids.push(replyId);
    }
    const { page, context } = await kumo.newPage();
    await page.goto(`/notes/${ids[7]}`);
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await conversation.locator(`[data-note-id="${ids[6]}"]`).waitFor();
    expect(await conversation.locator('article').count()).toBe(5);
    expect(await conversation.locator(`[data-note-id="${ids[0]}"]`).count()).toBe(0);
    await conversation.getByRole('button', { name: 'Show earlier notes' }).click();
    await conversation.locator(`[data-note-id="${ids[0]}"]`).waitFor();
    const order = await conversation
      .locator('article[data-note-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-note-id')));
    expect(order).toEqual(ids.slice(0, 7));
    expect(await conversation.getByRole('button', { name: 'Show earlier notes' }).count()).toBe(0);
    await context.close();
  });
});
