import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, uploadPicture } from '../support/browser.ts';

const kumo = await openKumo();

type Post = { id: string; title: string; likedCount: number; files: Array<{ name: string }> };
const show = (postId: string, i?: string) =>
  callApi<Post>('gallery/posts/show', { postId, ...(i ? { i } : {}) });

describe('gallery', () => {
  test('a post made from drive pictures is shown to a visitor, liked by another user, edited and deleted', async () => {
    const fan = await createUser('fan');
    const { user: author, page, context } = await kumo.openAsNewUser('painter', '/secure/gallery');
    await uploadPicture(author.token, 'hills.png');
    await uploadPicture(author.token, 'sky.png');

    await page.getByRole('link', { name: 'New gallery post' }).click();
    await page.waitForURL('**/secure/gallery/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Hills at noon');
    await page.getByRole('textbox', { name: 'Description' }).fill('Two views of the **same** hill');
    await page.getByRole('button', { name: 'Add from drive' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose files from the drive' });
    await picker.getByRole('button', { name: 'hills.png' }).click();
    await picker.getByRole('button', { name: 'sky.png' }).click();
    await picker.getByRole('button', { name: 'Attach (2)' }).click();
    await picker.waitFor({ state: 'detached' });
    // the sky goes first
    await page.getByRole('button', { name: 'Move sky.png earlier' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => /\/gallery\/[0-9a-z]+$/.test(u.pathname) && !u.pathname.endsWith('/new'));
    const postId = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hills at noon');
    expect((await show(postId)).files.map((f) => f.name)).toEqual(['sky.png', 'hills.png']);
    // the description is MFM: bold text, not asterisks
    await page
      .locator('.kumo-gallery-post-description b, .kumo-gallery-post-description strong')
      .first()
      .waitFor();
    // an author does not like their own post; they may edit it
    expect(await page.getByRole('button', { name: /^Like/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Edit' }).waitFor();

    // a visitor sees the post and its pictures
    const visitor = await kumo.newPage();
    await visitor.page.goto(`/gallery/${postId}`);
    await expect
      .poll(() => visitor.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Hills at noon');
    await expect.poll(() => visitor.page.locator('.kumo-media-list img').count()).toBe(2);
    expect(await visitor.page.getByRole('button', { name: /^Like/ }).count()).toBe(0);
    // and finds it on the author's profile, under Gallery
    await visitor.page.goto(`/@${author.username}/gallery`);
    await visitor.page.getByRole('link', { name: /Hills at noon/ }).click();
    await visitor.page.waitForURL(`**/gallery/${postId}`);
    await visitor.context.close();

    // another user likes it; it is then among their likes
    const other = await kumo.newPage();
    await kumo.signIn(other.page, fan.username, `/gallery/${postId}`);
    const like = other.page.getByRole('button', { name: 'Like 0' });
    await like.click();
    await other.page.getByRole('button', { name: 'Like 1', pressed: true }).waitFor();
    expect((await show(postId, fan.token)).likedCount).toBe(1);
    await other.page.goto('/secure/gallery');
    await other.page.getByRole('tab', { name: 'Liked' }).click();
    await other.page.getByRole('link', { name: /Hills at noon/ }).waitFor();
    await other.context.close();

    // the author renames it, then deletes it
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/edit');
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.inputValue()).toBe('Hills at noon');
    await title.fill('Hills at dusk');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hills at dusk');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/secure/gallery');
    await page.getByRole('tab', { name: 'My posts' }).click();
    await page.getByText('You have not posted anything to the gallery yet.').waitFor();
    await context.close();
  });
});
