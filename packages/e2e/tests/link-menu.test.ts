import { describe, expect, test } from 'vitest';
import { createUser, openKumo, postNote } from '../support/browser.ts';

const kumo = await openKumo();

describe('link menu and page windows', () => {
  test('right-clicking a link shows a page in a window, with its own history, and moves it to the main view', async () => {
    const author = await createUser('winauthor');
    const note = await postNote(author, 'a note to open in a window');
    const { page, context } = await kumo.openAsNewUser('winreader', `/secure/notes/${note.id}`);
    // the page header shows the note's date under its title, after the author's avatar
    await expect.poll(() => page.locator('.kumo-page-subtitle').count()).toBe(1);
    const title = await page.title();

    const nameLink = page.locator('[data-testid="note-focus"] a[href^="/@"]').first();
    await nameLink.click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Link' });
    await expect
      .poll(() => menu.getByRole('menuitem').allTextContents())
      .toEqual(['Show in window', 'Show in page', 'Open in new tab', 'Copy link']);
    await menu.getByRole('menuitem', { name: 'Show in window' }).click();

    const win = page.locator('.kumo-window');
    await expect.poll(() => win.getByRole('heading', { level: 1 }).textContent()).toBe(author.username);
    // the window is named after the page in it, and the tab keeps its own title
    await expect.poll(() => win.locator('.kumo-window-title').textContent()).toContain(author.username);
    expect(await page.title()).toBe(title);
    expect(page.url()).toContain(`/notes/${note.id}`);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/page-window.png' });

    // a link inside the window moves the window, not the page
    await win
      .getByRole('link', { name: /Followers/ })
      .first()
      .click();
    await expect.poll(() => win.locator('.kumo-page-window-path').textContent()).toContain('/followers');
    expect(page.url()).toContain(`/notes/${note.id}`);
    await win.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => win.locator('.kumo-page-window-path').textContent()).toBe(`/@${author.username}`);

    await win.getByRole('button', { name: 'Open in the main view' }).click();
    await page.waitForURL(new RegExp(`/@${author.username}$`));
    expect(await win.count()).toBe(0);
    await context.close();
  });

  test('on a phone, a page header shows the user it is about and a window fits the screen', async () => {
    const author = await createUser('winphone');
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    await kumo.signIn(page, author.username, `/@${author.username}`);
    await expect.poll(() => page.locator('.kumo-page-subtitle').textContent()).toBe(`@${author.username}`);
    await page.locator('.kumo-sidebar a, nav a').first().count();
    const link = page.getByRole('link', { name: /Followers/ }).first();
    await link.dispatchEvent('contextmenu', { clientX: 100, clientY: 300 });
    await page.getByRole('menuitem', { name: 'Show in window' }).click();
    const win = page.locator('.kumo-window');
    await expect.poll(() => win.locator('.kumo-page-window-path').textContent()).toContain('/followers');
    const box = (await win.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/page-window-phone.png' });
    await context.close();
  });

  test('"Show in page" opens the link in the page itself', async () => {
    const author = await createUser('inpage');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, author.username, `/@${author.username}`);
    await page
      .getByRole('link', { name: /Followers/ })
      .first()
      .click({ button: 'right' });
    await page.getByRole('menu', { name: 'Link' }).getByRole('menuitem', { name: 'Show in page' }).click();
    await page.waitForURL(new RegExp(`/@${author.username}/followers$`));
    expect(await page.locator('.kumo-window').count()).toBe(0);
    await context.close();
  });
});
