import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote } from '../support/browser.ts';
import { storedDraft } from '../support/drafts.ts';

const kumo = await openKumo();

describe('writing', () => {
  test('autocomplete inserts a mention', async () => {
    const { page, context } = await kumo.openAsNewUser('mentioner');
    const box = page.getByRole('textbox', { name: 'What is happening?' });
    await box.click();
    await box.pressSequentially('hello @bo');
    await page.getByRole('option', { name: /bob/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toMatch(/^hello @bob /);
    await context.close();
  });

  test('what was typed survives closing the tab', async () => {
    const { user, page, context } = await kumo.openAsNewUser('closer');
    await page.getByRole('textbox', { name: 'What is happening?' }).fill('written before the tab closed');
    // kept as it is typed (a moment later)
    await expect
      .poll(async () => (await storedDraft(page, user.id))?.text)
      .toBe('written before the tab closed');
    await page.close({ runBeforeUnload: true });
    const again = await context.newPage();
    await again.goto('/secure/timeline');
    await expect
      .poll(() => again.getByRole('textbox', { name: 'What is happening?' }).inputValue())
      .toBe('written before the tab closed');
    await context.close();
  });

  test('the reply button opens the post form for that note, and the reply is posted to it', async () => {
    const author = await createUser('replied');
    const me = await createUser('replier');
    await callApi('following/create', { i: me.token, userId: author.id });
    const createdNote = await postNote(author, { text: 'answer me' });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username);
    const note = page.locator(`[data-note-id="${createdNote.id}"]`);
    await note.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByRole('textbox').first();
    await box.fill('here is my answer');
    await box.press('Control+Enter');
    await expect
      .poll(async () => {
        const children = await callApi<Array<{ text: string }>>('notes/children', { noteId: createdNote.id });
        return children.map((c) => c.text);
      })
      .toContain('here is my answer');
    await context.close();
  });
});
