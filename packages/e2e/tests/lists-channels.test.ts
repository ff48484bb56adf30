import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, channelJoined, createUser, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

const post = (token: string, text: string) => callApi('notes/create', { i: token, text });
const articleTexts = (page: Page) => page.getByRole('article').allTextContents();

describe('lists, antennas and channels', () => {
  test('a list: create it, add a member, read their notes and get new ones live', async () => {
    const owner = await createUser('lister');
    const member = await createUser('member');
    await post(member.token, 'member note before the list');
    const { page, context } = await kumo.newPage();
    const joined = channelJoined(page, 'userList');
    await kumo.signIn(page, owner.username, '/secure/my/lists');
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('textbox', { name: 'Name of the new list' }).fill('Neighbours');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/secure/my/lists/*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Neighbours');

    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('searchbox', { name: 'Username' }).fill(member.username);
    await page.getByRole('button', { name: new RegExp(member.username) }).click();
    const members = page.getByRole('list', { name: 'Members' });
    await expect.poll(() => members.textContent()).toContain(`@${member.username}`);

    await page.getByRole('link', { name: 'Open timeline' }).click();
    await page.waitForURL('**/secure/timeline/list/*');
    await expect
      .poll(() => articleTexts(page))
      .toEqual([expect.stringContaining('member note before the list')]);
    await joined;

    const live = `live in the list ${Date.now()}`;
    await post(owner.token, 'the owner is not in the list');
    await post(member.token, live);
    await expect
      .poll(() => page.getByRole('article').first().textContent(), { timeout: 15_000 })
      .toContain(live);
    expect((await articleTexts(page)).some((t) => t.includes('the owner is not in the list'))).toBe(false);
    await context.close();
  });

  test('an antenna with a keyword collects matching notes', async () => {
    const owner = await createUser('antennist');
    const author = await createUser('poster');
    const keyword = `zebra${Date.now().toString(36)}`;
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, owner.username, '/secure/my/antennas');
    await page.getByRole('link', { name: 'Create antenna' }).click();
    await page.getByRole('textbox', { name: 'Antenna name' }).fill('Zebras');
    await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill(keyword);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/secure/timeline/antenna/*');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Zebras');

    await post(author.token, `a note about horses`);
    await post(author.token, `look, a ${keyword.toUpperCase()} at the zoo`);
    await expect
      .poll(() => page.getByRole('article').first().textContent(), { timeout: 15_000 })
      .toContain(`a ${keyword.toUpperCase()} at the zoo`);
    expect((await articleTexts(page)).some((t) => t.includes('horses'))).toBe(false);
    await page.reload();
    await expect.poll(() => articleTexts(page)).toEqual([expect.stringContaining(keyword.toUpperCase())]);

    await page.goto('/secure/my/antennas');
    await expect.poll(() => page.getByRole('link', { name: /Zebras/ }).count()).toBe(1);

    // the timeline page offers the antenna in its Antennas menu
    await page.goto('/secure/timeline');
    await page.getByRole('button', { name: 'Antennas' }).click();
    await page.getByRole('menuitem', { name: 'Zebras' }).click();
    await page.waitForURL('**/secure/timeline/antenna/*');
    await expect.poll(() => articleTexts(page)).toEqual([expect.stringContaining(keyword.toUpperCase())]);
    await context.close();
  });

  test('a channel: notes posted into it show in its timeline and stay out of the local timeline', async () => {
    const { user: owner, page, context } = await kumo.openAsNewUser('chanowner', '/secure/channels');
    await page.getByRole('link', { name: 'New channel' }).click();
    await page.getByRole('textbox', { name: 'Channel name' }).fill('Birdwatchers');
    await page.getByRole('textbox', { name: 'Description' }).fill('Binoculars ready');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/secure\/channels\/[a-z0-9]+$/);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Birdwatchers' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Follow channel' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Unfollow channel' }).count()).toBe(1);

    const text = `a heron by the pond ${Date.now()}`;
    await page.getByRole('textbox', { name: 'What is happening?' }).fill(text);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect
      .poll(() => page.getByRole('article').first().textContent(), { timeout: 15_000 })
      .toContain(text);

    const outside = `outside the channel ${Date.now()}`;
    await post(owner.token, outside);
    await page.goto('/secure/timeline');
    await page.getByRole('tab', { name: 'Local' }).click();
    await expect
      .poll(() => page.getByRole('article').first().textContent(), { timeout: 15_000 })
      .toContain(outside);
    expect((await articleTexts(page)).some((t) => t.includes(text))).toBe(false);

    // the channel is listed among the user's managed and followed channels
    await page.goto('/secure/channels');
    await page.getByRole('tab', { name: 'Following' }).click();
    await expect.poll(() => page.getByRole('link', { name: /Birdwatchers/ }).count()).toBe(1);
    await context.close();
  });

  test('the channel page fits a phone screen', async () => {
    const channels = await callApi<Array<{ id: string; name: string }>>('channels/featured', {});
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    await page.goto(`/channels/${channels[0]!.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: channels[0]!.name }).count()).toBe(1);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
