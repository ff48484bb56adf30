import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

/** A light theme the user installed and chose in the server's own web client. */
const HARBOR = {
  id: 'e2e-harbor',
  name: 'Harbor',
  author: '@someone',
  base: 'light',
  props: { accent: '#1e7a5a', bg: '#f1f7f4' },
};

describe("settings from the server's own web client", () => {
  test('on first sign-in the theme, reactions and emoji mutes set there are offered and taken over', async () => {
    const user = await createUser('roamer');
    const host = new URL(baseURL()).host;
    const set = (scope: string[], key: string, value: unknown) =>
      callApi('i/registry/set', { i: user.token, scope, key, value });
    // what Misskey's web client (2025.x) keeps: a profile backup, and keys synced on their own
    await set(['client', 'preferences', 'backups'], 'laptop', {
      id: 'p',
      version: '2025.4.1',
      type: 'main',
      modifiedAt: Date.now(),
      name: 'laptop',
      preferences: {
        lightTheme: [[{}, HARBOR, {}]],
        themes: [[{}, [HARBOR], {}]],
        mutingEmojis: [[{}, ['🍮'], {}]],
      },
    });
    await set(['client', 'preferences', 'sync'], 'default:emojiPalettes', [
      [{ server: host }, [{ id: 'r', name: '', emojis: ['🎉', '🍮', '👀'] }]],
    ]);

    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username);
    const dialog = page.getByRole('dialog', { name: `Settings from ${host}` });
    await dialog.waitFor();
    // axe reads colours as painted: let the dialog finish fading in
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await seriousAxeViolations(page, '.kumo-dialog')).toEqual([]);
    if (process.env.SHOTS) {
      await page.screenshot({ path: '/tmp/roam-desktop.png' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/roam-phone.png' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(await dialog.getByRole('switch', { name: /Light theme/ }).isChecked()).toBe(true);
    for (const emoji of ['🎉', '🍮', '👀']) await dialog.getByRole('img', { name: emoji }).waitFor();
    await dialog.getByRole('button', { name: 'Use these' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings taken over.' }).waitFor();

    // the theme is applied and installed on this device
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe('rgb(241, 247, 244)');
    await page.goto('/secure/settings/theme/manage');
    await page.getByText('Harbor').first().waitFor();

    // the reactions and the mute, in Kumo's own settings (kept by the server for Kumo's other devices)
    await page.goto('/secure/settings/reaction');
    const reactions = page.getByRole('list', { name: 'Reactions in the picker' }).getByRole('listitem');
    await expect.poll(() => reactions.count()).toBe(3);
    await page.getByRole('list', { name: 'Muted emojis' }).getByRole('listitem').first().waitFor();
    const kept = await callApi<Record<string, unknown>>('i/registry/get-all', {
      i: user.token,
      scope: ['client', 'base'],
    });
    expect(kept.reactions).toEqual(['🎉', '🍮', '👀']);
    expect(kept.mutedEmojis).toEqual(['🍮']);

    // asked once: not again on this device
    await page.goto('/secure/timeline');
    await page.reload();
    await page.locator('article[data-note-id], .kumo-empty').first().waitFor();
    expect(await page.getByRole('dialog', { name: `Settings from ${host}` }).count()).toBe(0);
    await context.close();
  });

  test('"Not now" changes nothing', async () => {
    const user = await createUser('stayer');
    await callApi('i/registry/set', {
      i: user.token,
      scope: ['client', 'preferences', 'sync'],
      key: 'default:mutingEmojis',
      value: [[{}, ['👀']]],
    });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username);
    const dialog = page.getByRole('dialog', { name: /^Settings from / });
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    const kept = await callApi<Record<string, unknown>>('i/registry/get-all', {
      i: user.token,
      scope: ['client', 'base'],
    });
    expect(kept.mutedEmojis).toBeUndefined();
    await context.close();
  });
});
