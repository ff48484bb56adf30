import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

describe('the user menu', () => {
  test('mention, direct note, add to a list and an antenna, a personal memo and a report, from a profile', async () => {
    const them = await createUser('menuee');
    const { user: me, page } = await kumo.openAsNewUser('menuer');
    const list = await callApi<{ id: string }>('users/lists/create', { i: me.token, name: 'Friends' });
    await callApi('antennas/create', {
      i: me.token,
      name: 'People I watch',
      src: 'users',
      keywords: [['cloud']],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    });
    await page.goto(`/@${them.username}`);
    const open = async () => {
      await page.getByRole('button', { name: 'More for this user' }).click();
      return page.getByRole('menu').first();
    };

    // a mention opens the post form addressed to them
    await (await open()).getByRole('menuitem', { name: 'Mention' }).click();
    const form = page.getByRole('dialog');
    await expect
      .poll(() => form.getByRole('textbox').first().inputValue())
      .toMatch(new RegExp(`^@${them.username}@\\S+ $`));
    await form.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // added to a list (a check mark), then to an antenna
    await (await open()).getByRole('menuitem', { name: 'Add to a list' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Friends' }).click();
    await page.getByRole('status').filter({ hasText: 'Added to Friends' }).waitFor();
    await expect
      .poll(
        async () =>
          (await callApi<{ userIds: string[] }>('users/lists/show', { i: me.token, listId: list.id }))
            .userIds,
      )
      .toEqual([them.id]);
    // a check mark leaves the menu open: Escape closes the list submenu, then the menu
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').first().waitFor({ state: 'detached' });
    await (await open()).getByRole('menuitem', { name: 'Add to an antenna' }).click();
    await page.getByRole('menuitem', { name: 'People I watch' }).click();
    await page.getByRole('status').filter({ hasText: 'Added to the antenna People I watch' }).waitFor();
    const [antenna] = await callApi<Array<{ users: string[] }>>('antennas/list', { i: me.token });
    expect(antenna!.users).toHaveLength(1);
    expect(antenna!.users[0]).toMatch(new RegExp(`^@${them.username}@`));

    // a memo only I see
    await (await open()).getByRole('menuitem', { name: 'Personal memo' }).click();
    await page.getByRole('textbox', { name: 'Personal memo' }).fill('met at the cloud meetup');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(
        async () =>
          (await callApi<{ memo: string | null }>('users/show', { i: me.token, userId: them.id })).memo,
      )
      .toBe('met at the cloud meetup');

    // a report reaches the moderators
    await (await open()).getByRole('menuitem', { name: 'Report' }).click();
    await page.getByRole('textbox', { name: 'Report' }).fill('spam links');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('status').filter({ hasText: 'Reported. Thank you.' }).waitFor();
    // not a moderator: no user-info entry
    const menu = await open();
    expect(await menu.getByRole('menuitem', { name: 'User info (moderation)' }).count()).toBe(0);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/user-menu.png' });
  });
});
