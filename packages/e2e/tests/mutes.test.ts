import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote, revealNote, type TestUser } from '../support/browser.ts';

const kumo = await openKumo();

type User = TestUser;

const post = async (user: User, text: string) => (await postNote(user, text)).id;

async function relation(viewer: User, user: User) {
  return callApi<{ isMuted: boolean; isBlocking: boolean; isFollowing: boolean }>('users/show', {
    i: viewer.token,
    userId: user.id,
  });
}

/** Opens the "…" menu on a profile and gives back the menu. */
async function openUserMenu(page: Page, username: string) {
  await page.goto(`/@${username}`);
  await page.getByRole('button', { name: 'More for this user' }).click();
  const menu = page.getByRole('menu').first();
  await menu.waitFor();
  return menu;
}

describe('mutes and blocks', () => {
  test('a user muted from their profile drops out of the timeline, is listed, and can be unmuted there', async () => {
    const me = await createUser('muter');
    const them = await createUser('mutee');
    await callApi('following/create', { i: me.token, userId: them.id });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username);

    const menu = await openUserMenu(page, them.username);
    expect(await menu.getByRole('menuitem', { name: 'Block', exact: true }).count()).toBe(1);
    await menu.getByRole('menuitem', { name: 'Mute', exact: true }).click();
    await page.getByRole('menuitem', { name: 'For 1 day', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Muted.' }).waitFor();
    await expect.poll(async () => (await relation(me, them)).isMuted).toBe(true);
    // the menu now offers to undo it
    await page.getByRole('button', { name: 'More for this user' }).click();
    await page.getByRole('menuitem', { name: 'Unmute', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // a note they post now is not in my home timeline, mine is
    const hidden = await post(them, 'posted while muted');
    const mine = await post(me, 'my own note');
    await page.goto('/secure/timeline');
    await revealNote(page, mine);
    expect(await page.locator(`[data-note-id="${hidden}"]`).count()).toBe(0);
    // nor does one arrive over the stream
    const hiddenLive = await post(them, 'streamed while muted');
    const mineLive = await post(me, 'my streamed note');
    await expect
      .poll(() => page.locator(`[data-note-id="${mineLive}"]`).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.locator(`[data-note-id="${hiddenLive}"]`).count()).toBe(0);

    await page.goto('/secure/settings/mute-block');
    const panel = page.getByRole('tabpanel', { name: 'Muted' });
    await panel.getByText(`@${them.username}`).waitFor();
    await expect.poll(() => panel.getByText(/Muted until/).count()).toBe(1);
    await panel.getByRole('button', { name: `Unmute: @${them.username}` }).click();
    await expect.poll(() => panel.getByText(`@${them.username}`).count()).toBe(0);
    await expect.poll(async () => (await relation(me, them)).isMuted).toBe(false);

    await page.goto('/secure/timeline');
    await revealNote(page, hiddenLive);
    await context.close();
  });

  test('a blocked user is listed and can no longer follow', async () => {
    const me = await createUser('blocker');
    const them = await createUser('blockee');
    await callApi('following/create', { i: them.token, userId: me.id });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, me.username);

    const menu = await openUserMenu(page, them.username);
    await menu.getByRole('menuitem', { name: 'Block', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/Follows between you end/).waitFor();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('status').filter({ hasText: 'Blocked.' }).waitFor();
    await expect.poll(async () => (await relation(me, them)).isBlocking).toBe(true);
    // their follow ended with the block
    expect((await relation(them, me)).isFollowing).toBe(false);

    await page.goto('/secure/settings/mute-block');
    await page.getByRole('tab', { name: 'Blocked' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Blocked' });
    await panel.getByRole('button', { name: `Unblock: @${them.username}` }).waitFor();

    // the blocked user finds no follow button on my profile, and a follow call is refused
    const other = await kumo.newPage();
    await kumo.signIn(other.page, them.username, `/@${me.username}`);
    await other.page.getByRole('button', { name: 'More for this user' }).waitFor();
    expect(await other.page.getByRole('button', { name: /^Follow/ }).count()).toBe(0);
    await expect(callApi('following/create', { i: them.token, userId: me.id })).rejects.toThrow(
      /c4ab57cc-4e41-45e9-bfd9-584f61e35ce0/,
    );
    expect((await relation(them, me)).isFollowing).toBe(false);
    await other.context.close();
    await context.close();
  });
});
