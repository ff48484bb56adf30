import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo, postNote } from '../support/browser.ts';

const kumo = await openKumo();

interface SeededNote {
  id: string;
  files: Array<{ comment: string | null; isSensitive: boolean }>;
}

/** A seeded note of `username` with pictures, chosen by `pick`. */
async function seededNote(username: string, pick: (n: SeededNote) => boolean): Promise<SeededNote> {
  const user = await callApi<{ id: string }>('users/show', { username });
  const notes = await callApi<SeededNote[]>('users/notes', { userId: user.id, withFiles: true, limit: 50 });
  const note = notes.find(pick);
  if (!note) throw new Error(`no seeded note of ${username} fits`);
  return note;
}

async function openNote(page: Page, id: string) {
  await page.goto(`/notes/${id}`);
  await page.locator(`[data-note-id="${id}"]`).first().waitFor();
  return page.locator(`[data-note-id="${id}"]`).first();
}

describe('media', () => {
  test('an image opens the viewer with #pswp in the address, and the back button closes it', async () => {
    const note = await seededNote('alice', (n) => n.files.length === 2);
    const { page, context } = await kumo.newPage();
    const view = await openNote(page, note.id);
    const address = page.url();
    await view.getByRole('img', { name: note.files[0]!.comment! }).click();
    const viewer = page.locator('.pswp.kumo-media-viewer');
    const ready = page.locator('.pswp.kumo-media-viewer[data-ready]');
    await ready.waitFor();
    expect(new URL(page.url()).hash).toBe('#pswp');
    await expect
      .poll(() => page.locator('.kumo-media-viewer-caption').textContent())
      .toBe(note.files[0]!.comment);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.locator('.kumo-media-viewer-caption').textContent())
      .toBe(note.files[1]!.comment);

    await page.goBack();
    await viewer.waitFor({ state: 'detached' });
    expect(page.url()).toBe(address);
    await view.waitFor();

    // closing from the viewer itself (Escape) also takes the fragment away
    await view.getByRole('img', { name: note.files[0]!.comment! }).click();
    await ready.waitFor();
    expect(new URL(page.url()).hash).toBe('#pswp');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await expect.poll(() => page.url()).toBe(address);
    await context.close();
  });

  test('a sensitive image is hidden until clicked', async () => {
    const note = await seededNote('frank', (n) => n.files.some((f) => f.isSensitive));
    const alt = note.files[0]!.comment!;
    const { page, context } = await kumo.newPage();
    const view = await openNote(page, note.id);
    const cover = view.getByRole('button', { name: /Sensitive content/ });
    await cover.waitFor();
    expect(await view.getByRole('img', { name: alt }).count()).toBe(0);
    await cover.click();
    await view.getByRole('img', { name: alt }).waitFor();
    expect(await view.getByText('NSFW').count()).toBe(1);
    await context.close();
  });

  test('a link gets a loaded preview card, and a link that cannot be read a failed one', async () => {
    const user = await createUser('linker');
    const good = `${baseURL()}/kumo-test/og`;
    const bad = 'http://127.0.0.1:9/nothing-here';
    const createdNote = await postNote(user, { text: `Two links: ${good} and ${bad}` });
    const { page, context } = await kumo.newPage();
    const view = await openNote(page, createdNote.id);
    const loaded = view.locator('.kumo-url-preview[data-state="loaded"]');
    await loaded.waitFor({ timeout: 15_000 });
    expect(await loaded.textContent()).toContain('A page with Open Graph tags');
    expect(await loaded.textContent()).toContain('Kumo test site');
    const failed = view.locator('.kumo-url-preview[data-state="failed"]');
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.textContent()).toContain('127.0.0.1:9/nothing-here');
    expect(await failed.textContent()).toContain('Could not preview');
    expect(await failed.getByRole('status').count()).toBe(0);

    await view.getByRole('button', { name: 'Open the player' }).click();
    const player = view.locator('.kumo-url-preview-player iframe');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe(`${baseURL()}/kumo-test/player`);
    expect(await player.getAttribute('sandbox')).not.toContain('allow-same-origin');
    await context.close();
  });
});
