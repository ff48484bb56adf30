import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote } from '../support/browser.ts';

const kumo = await openKumo();

describe('emoji', () => {
  test('reacting with the picker: search, pick, the reaction appears, and it is recent next time', async () => {
    const author = await createUser('emauthor');
    const me = await createUser('emme');
    await callApi('following/create', { i: me.token, userId: author.id });
    const first = await postNote(author, { text: 'first' });
    const second = await postNote(author, { text: 'second' });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username);

    const note = page.locator(`[data-note-id="${first.id}"]`);
    await note.getByRole('button', { name: 'React', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    const search = picker.getByRole('searchbox', { name: 'Search emoji' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill('thumbs');
    await picker.getByRole('group', { name: 'Search results' }).getByRole('button', { name: '+1' }).click();
    await expect.poll(() => picker.count()).toBe(0);
    const reaction = note.locator('.kumo-reaction');
    await expect.poll(() => reaction.count()).toBe(1);
    expect(await reaction.first().getAttribute('aria-pressed')).toBe('true');
    expect(await reaction.first().textContent()).toContain('1');
    expect(
      (await callApi<{ type: string }[]>('notes/reactions', { noteId: first.id })).map((r) => r.type),
    ).toEqual(['👍']);

    // the next time, the picker lists it under Recently used
    await page
      .locator(`[data-note-id="${second.id}"]`)
      .getByRole('button', { name: 'React', exact: true })
      .click();
    const recent = picker.getByRole('group', { name: 'Recently used' });
    expect(await recent.getByRole('button').first().getAttribute('aria-label')).toBe('+1');
    await page.keyboard.press('Escape');
    await expect.poll(() => picker.count()).toBe(0);
    await context.close();
  });

  test('the reaction settings page changes the default reactions the picker offers', async () => {
    const { page, context } = await kumo.openAsNewUser('emset', '/secure/settings/reaction');
    const list = page.getByRole('list', { name: 'Reactions in the picker' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);

    await page.getByRole('button', { name: 'Remove 👍' }).click();
    await page.getByRole('button', { name: 'Add a reaction' }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('kumo_sun');
    await page.keyboard.press('Enter');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(10);
    expect(await list.getByRole('listitem').last().textContent()).toContain(':kumo_sun:');
    expect(await list.getByRole('listitem').first().textContent()).toContain('heart');

    // the picker's pinned reactions follow, in the new order
    await page.getByRole('button', { name: 'Add a reaction' }).click();
    const pinned = picker.getByRole('group', { name: 'Pinned' }).getByRole('button');
    await expect.poll(() => pinned.count()).toBe(10);
    expect(await pinned.first().getAttribute('aria-label')).toBe('heart');
    expect(await pinned.last().getAttribute('aria-label')).toBe(':kumo_sun:');
    await page.keyboard.press('Escape');

    // and they stay after a reload (the setting is stored)
    await page.reload();
    await expect.poll(() => list.getByRole('listitem').last().textContent()).toContain(':kumo_sun:');
    await context.close();
  });

  test('/secure/custom-emojis shows the instance emoji by category, with search', async () => {
    const { page, context } = await kumo.openAsNewUser('emlist', '/secure/custom-emojis');
    await expect.poll(() => page.getByRole('heading', { name: 'Custom emoji', level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'kumo', level: 2 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'faces', level: 2 }).count()).toBe(1);
    const image = page.locator('.kumo-custom-emoji-card img[alt=":blobcat:"]');
    expect(await image.getAttribute('src')).toContain('/emoji/blobcat.webp');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await page.getByRole('searchbox', { name: 'Search custom emoji' }).fill('noodles');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect.poll(() => results.getByRole('button').count()).toBe(1);
    expect(await results.getByRole('button').textContent()).toContain(':ramen:');
    await context.close();
  });
});
