import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

describe('authorize follow', () => {
  test('the account named in the address is shown with its card, and following it works from there', async () => {
    const target = await createUser('followme');
    const { user, page, context } = await kumo.openAsNewUser('follower');
    const host = new URL(baseURL()).host;
    // the form other servers link with: acct with this server's host
    await page.goto(`/secure/authorize-follow?acct=${encodeURIComponent(`${target.username}@${host}`)}`);
    const main = page.locator('main');
    await main.getByText(`@${target.username}`).first().waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/authorize-follow-phone.png' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    const card = page.locator('.kumo-authorize-follow .kumo-user-card');
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await card.getByRole('button', { name: 'Following' }).waitFor();
    const relation = await callApi<{ isFollowing: boolean }>('users/show', {
      i: user.token,
      userId: target.id,
    });
    expect(relation.isFollowing).toBe(true);
    await context.close();
  });

  test('without an account it says so', async () => {
    const { page, context } = await kumo.openAsNewUser('nobodytofollow', '/secure/authorize-follow');
    await page.getByRole('alert').filter({ hasText: 'No account was given to follow.' }).waitFor();
    await context.close();
  });
});
