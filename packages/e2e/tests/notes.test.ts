import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callApi, createUser, launchBrowser, newPage, signInThroughUi } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('notes', () => {
  test('markup is rendered, and hostile markup stays inert text', async () => {
    const user = await createUser('mfm');
    await callApi('notes/create', {
      i: user.token,
      text: 'plain **strong words** <script>window.__pwned = 1</script> [click](javascript:alert(1)) #kumo',
    });
    const { page, context } = await newPage(browser);
    await signInThroughUi(page, user.username);
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
    const { createdNote } = await callApi<{ createdNote: { id: string } }>('notes/create', {
      i: author.token,
      text: 'react to me',
    });
    const { page, context } = await newPage(browser);
    await signInThroughUi(page, author.username);
    const note = page.locator(`[data-note-id="${createdNote.id}"]`);
    await note.waitFor();
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
    const { createdNote } = await callApi<{ createdNote: { id: string } }>('notes/create', {
      i: author.token,
      text: 'thumbs please',
    });
    await callApi('notes/reactions/create', { i: author.token, noteId: createdNote.id, reaction: '👍' });
    const { page, context } = await newPage(browser);
    await signInThroughUi(page, me.username);
    const button = page.locator(`[data-note-id="${createdNote.id}"] .kumo-reaction`).first();
    await button.waitFor();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => button.textContent()).toContain('2');
    const state = await callApi<{ reactions: Record<string, number> }>('notes/show', {
      noteId: createdNote.id,
    });
    expect(state.reactions['👍']).toBe(2);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => button.textContent()).toContain('1');
    await context.close();
  });
});
