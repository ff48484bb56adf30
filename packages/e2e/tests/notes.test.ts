import { describe, expect, test } from 'vitest';
import { callApi, createUser, noteCaptured, openKumo, postNote } from '../support/browser.ts';

const kumo = await openKumo();

describe('notes', () => {
  test('markup is rendered, and hostile markup stays inert text', async () => {
    const user = await createUser('mfm');
    await callApi('notes/create', {
      i: user.token,
      text: 'plain **strong words** <script>window.__pwned = 1</script> [click](javascript:alert(1)) #kumo',
    });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username);
    const note = page.getByRole('article').first();
    await expect.poll(() => note.locator('b, strong').first().textContent()).toBe('strong words');
    expect(await note.getByRole('link', { name: '#kumo' }).getAttribute('href')).toBe('/tags/kumo');
    expect(await note.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await note.textContent()).toContain('<script>');
    await context.close();
  });

  test("a reaction from someone else appears on the author's screen without reloading", async () => {
    const author = await createUser('reacted');
    const fan = await createUser('fan');
    const createdNote = await postNote(author, { text: 'react to me' });
    const { page, context } = await kumo.newPage();
    // the page follows the note live once it has asked for it (made before then, a reaction is in the note)
    const captured = noteCaptured(page, createdNote.id);
    await kumo.signIn(page, author.username);
    const note = page.locator(`[data-note-id="${createdNote.id}"]`);
    await note.waitFor();
    await captured;
    expect(await note.locator('.kumo-reaction').count()).toBe(0);
    await callApi('notes/reactions/create', { i: fan.token, noteId: createdNote.id, reaction: '🎉' });
    await expect.poll(() => note.locator('.kumo-reaction').count(), { timeout: 10_000 }).toBe(1);
    expect(await note.locator('.kumo-reaction').textContent()).toContain('1');
    await context.close();
  });

  test('clicking a reaction adds mine to it, and clicking again takes it back', async () => {
    const author = await createUser('rauthor');
    const me = await createUser('rme');
    await callApi('following/create', { i: me.token, userId: author.id });
    const createdNote = await postNote(author, { text: 'thumbs please' });
    await callApi('notes/reactions/create', { i: author.token, noteId: createdNote.id, reaction: '👍' });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username);
    const button = page.locator(`[data-note-id="${createdNote.id}"] .kumo-reaction`).first();
    await button.waitFor();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => button.textContent()).toContain('2');
    // the button shows the reaction at once; the server has it once the call has gone through
    await expect
      .poll(
        async () =>
          (await callApi<{ reactions: Record<string, number> }>('notes/show', { noteId: createdNote.id }))
            .reactions['👍'],
      )
      .toBe(2);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => button.textContent()).toContain('1');
    await context.close();
  });

  test('voting asks for confirmation, then shows the results', async () => {
    const author = await createUser('pollster');
    const voter = await createUser('voter');
    await callApi('following/create', { i: voter.token, userId: author.id });
    const createdNote = await postNote(author, {
      text: 'Tea or coffee?',
      poll: { choices: ['Tea', 'Coffee'], multiple: false },
    });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, voter.username);
    const note = page.locator(`[data-note-id="${createdNote.id}"]`);
    await note.getByRole('button', { name: 'Coffee' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Vote for “Coffee”?' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => note.getByRole('button', { name: /Coffee/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => note.getByRole('button', { name: /Coffee/ }).textContent()).toContain('100%');
    expect(await note.getByRole('button', { name: /Tea/ }).isDisabled()).toBe(true);
    const state = await callApi<{ poll: { choices: Array<{ votes: number }> } }>('notes/show', {
      noteId: createdNote.id,
    });
    expect(state.poll.choices.map((c) => c.votes)).toEqual([0, 1]);
    await context.close();
  });

  test('a visitor who tries to vote or react signs in over the note, and stays on it', async () => {
    const author = await createUser('vpoll');
    const voter = await createUser('vvoter');
    const createdNote = await postNote(author, {
      text: 'Visitors cannot vote',
      poll: { choices: ['Yes', 'No'] },
    });
    const { page, context } = await kumo.newPage();
    await page.goto(`/notes/${createdNote.id}`);
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    // the reaction button is there for visitors too, and asks them to sign in
    await page.getByRole('button', { name: 'React' }).first().click();
    await dialog.getByText('Please sign in or sign up to continue.').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Yes' }).click();
    await dialog.getByText('Please sign in or sign up to continue.').waitFor();
    await dialog.getByLabel('Username').fill(voter.username);
    await dialog.getByLabel('Password').fill('kumo-demo');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Sign in' }).click()]);
    // the same note, now as the account (signed in, Kumo keeps notes under /secure)
    await page.getByRole('button', { name: `Account menu: @${voter.username}` }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`/notes/${createdNote.id}$`));
    await context.close();
  });
});
