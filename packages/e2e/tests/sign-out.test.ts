import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, openKumo } from '../support/browser.ts';
import { storedDraft } from '../support/drafts.ts';
import { installPlugin } from '../support/plugins.ts';

const kumo = await openKumo();

const POSTER = `/// @ 0.19.0
### {
  name: "Poster"
  version: "1.0.0"
  author: "kumo-tests"
  description: "Posts for you"
  permissions: ["write:notes"]
}
Plugin:register_note_action("Post it", @(note) { Mk:api("notes/create", { text: "posted by a plugin" }) })
`;

/** The local-storage keys that name the account. */
const keysNaming = (page: Page, accountId: string) =>
  page.evaluate((id) => Object.keys(localStorage).filter((k) => k.includes(id)), accountId);

const pluginTokens = (page: Page, accountId: string) =>
  page.evaluate(
    (id) =>
      Object.values(
        (
          JSON.parse(localStorage.getItem(`kumo:settings:deviceAccount:${id}`) ?? '{}') as {
            pluginTokens?: Record<string, string>;
          }
        ).pluginTokens ?? {},
      ),
    accountId,
  );

describe('signing out on a shared device', () => {
  test("leaves none of the account's secrets: its plugin's token stops working, its draft and settings are gone", async () => {
    const { user, page, context } = await kumo.openAsNewUser('leaver');
    await installPlugin(page, POSTER, 'Poster', ['write:notes']);
    const [token] = await pluginTokens(page, user.id);
    expect(token).toBeTruthy();
    await callApi('notes/create', { i: token, text: 'the plugin token works while signed in' });

    await page.goto('/secure/timeline');
    await page
      .getByRole('textbox', { name: 'What is happening?' })
      .fill('a thought not meant for the next person');
    await expect
      .poll(async () => (await storedDraft(page, user.id))?.text)
      .toBe('a thought not meant for the next person');

    // with no other account on the device, the page goes to / once the account has left it
    await Promise.all([
      page.waitForEvent('load', { timeout: 15_000 }),
      page.getByRole('button', { name: 'Sign out' }).first().click(),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('account'))).toBeNull();

    await expect(callApi('notes/create', { i: token, text: 'the next person tries it' })).rejects.toThrow(
      /401/,
    );
    expect(await keysNaming(page, user.id)).toEqual([]);
    expect(await storedDraft(page, user.id)).toBeNull();
    await context.close();
  });
});
