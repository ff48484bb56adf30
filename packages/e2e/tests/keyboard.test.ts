import { describe, expect, test } from 'vitest';
import { openKumo, postNote, revealNote } from '../support/browser.ts';

// Issue 15: the keyboard reaches everything — a skip link, shortcuts listed with `?`, every action
// of a note from its keys, and the focus back where it was when a dialog closes.
const kumo = await openKumo();

const focusedName = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`
      : '';
  });

describe('keyboard', () => {
  test('the first Tab reaches a skip link that moves the focus to the page content', async () => {
    const { page, context } = await kumo.openAsNewUser('skip', '/secure/my/notifications');
    await page.getByRole('heading', { name: 'Notifications' }).first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('kumo-main');
    await context.close();
  });

  test('? lists the shortcuts in a dialog; closing it gives the focus back', async () => {
    const { page, context } = await kumo.openAsNewUser('help', '/secure/timeline');
    const search = page.getByRole('link', { name: 'Search' }).first();
    await search.focus();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.waitFor();
    expect(await dialog.getByText('Write a note').isVisible()).toBe(true);
    expect(await dialog.getByText('Next note').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);

    // p writes a note, from anywhere but a text field
    await page.keyboard.press('p');
    await page.getByRole('dialog', { name: /note/i }).first().waitFor();
    await context.close();
  });

  test("a focused note's keys reply, move to the next note, and Escape on the reply form gives the focus back", async () => {
    const { user, page, context } = await kumo.openAsNewUser('keys');
    const older = await postNote(user, 'The older of two notes');
    const newer = await postNote(user, 'The newer of two notes');
    await postNote(user, { text: 'A reply to the older one', replyId: older.id });
    await page.goto('/secure/timeline?src=home');
    const first = await revealNote(page, newer.id);
    await first.focus();
    await page.keyboard.press('j');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.noteId))
      .toBe(older.id);
    await page.keyboard.press('k');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.noteId))
      .toBe(newer.id);

    // r opens the reply form; Escape closes it and the note has the focus again
    await page.keyboard.press('r');
    const form = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('textbox') })
      .first();
    await form.waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).not.toBe('body:');
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[data-note-id]')?.getAttribute('data-note-id'),
      ),
    ).toBe(newer.id);

    // a reply button with a count is named by its label followed by the count it shows
    const reply = (await revealNote(page, older.id)).getByRole('button', { name: /^Reply/ });
    expect(await reply.getAttribute('aria-label')).toBe(null);
    expect(await reply.evaluate((el) => el.textContent)).toMatch(/^Reply ?1$/);
    await context.close();
  });
});
