import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  basePolicies,
  callApi,
  DEMO_PASSWORD,
  openKumo,
  postNote,
  seriousAxeViolations,
} from '../support/browser.ts';

const kumo = await openKumo();

/** The search form's own button (the side menu has a Search entry too). */
const submit = (page: Page) => page.getByRole('search').getByRole('button', { name: 'Search', exact: true });

describe('search', () => {
  test('the s key opens it; notes by words and author, the query in the address; people; hashtags link to their page', async () => {
    const { user, page } = await kumo.openAsNewUser('searcher');
    const word = `nimbus${Date.now().toString(36)}`;
    await postNote(user, { text: `A ${word} over the hills` });
    await postNote(user, { text: `Another ${word} #${word}tag` });

    await page.goto('/secure/timeline');
    // the app is up (its keys with it) once the timeline's tabs are drawn
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.locator('body').press('s');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/secure/search');
    const query = page.getByRole('searchbox', { name: 'Search for' });
    await query.fill(word);
    await submit(page).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
    await page.getByText(`A ${word} over the hills`).waitFor();
    await page.getByText(`Another ${word}`).waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/search-desktop.png' });

    // the search survives a reload, and can be narrowed to an author
    await page.reload();
    await page.getByText(`A ${word} over the hills`).waitFor();
    await page.getByRole('textbox', { name: 'Posted by' }).fill('@alice');
    await submit(page).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('user')).toBe('alice');
    await page.getByText('Nothing found.').waitFor();
    await page.getByRole('textbox', { name: 'Posted by' }).fill('no_such_person_here');
    await submit(page).click();
    await page.getByText('There is no account called @no_such_person_here.').waitFor();

    // a hashtag is offered as a link to its page
    await page.goto(`/secure/search?q=%23${word}tag`);
    await page.getByRole('link', { name: `Open the notes tagged #${word}tag` }).click();
    // signed in, the tag page is the one under /secure
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/secure/tags/${word}tag`);

    // people: by name, as cards with a follow button
    await page.goto('/secure/search?q=alice&type=user');
    const tab = page.getByRole('tab', { name: 'People' });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Follow' }).first().waitFor();
    await page.getByRole('link', { name: /alice/i }).first().waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/secure/search?q=${word}&host=.`);
      await page.getByText(`A ${word} over the hills`).waitFor();
      await page.screenshot({ path: '/tmp/search-phone.png' });
      await page.goto('/secure/search?q=alice&type=user');
      await page.getByRole('button', { name: 'Follow' }).first().waitFor();
      await page.screenshot({ path: '/tmp/search-people-phone.png' });
    }
  });

  test("a channel's search looks only in that channel", async () => {
    const { user, page } = await kumo.openAsNewUser('chansearch');
    const word = `cirrus${Date.now().toString(36)}`;
    const channel = await callApi<{ id: string }>('channels/create', {
      i: user.token,
      name: `Search ${word}`,
    });
    await postNote(user, { text: `${word} inside`, channelId: channel.id });
    await postNote(user, { text: `${word} outside` });
    await page.goto(`/secure/channels/${channel.id}`);
    await page.getByRole('link', { name: 'Search in this channel' }).click();
    await page.getByText(`In the channel Search ${word}`).waitFor();
    await page.getByRole('searchbox', { name: 'Search for' }).fill(word);
    await submit(page).click();
    await page.getByText(`${word} inside`).waitFor();
    expect(await page.getByText(`${word} outside`).count()).toBe(0);
    // searching everywhere again finds both
    await page.getByRole('button', { name: 'Search everywhere' }).click();
    await page.getByText(`${word} outside`).waitFor();
  });

  test('when the server does not let the account search notes, it says so and people can still be found', async () => {
    const admin = (
      await callApi<{ i: string }>('signin-flow', { username: 'admin', password: DEMO_PASSWORD })
    ).i;
    const before = await basePolicies();
    await callApi('admin/roles/update-default-policies', {
      i: admin,
      policies: { ...before, canSearchNotes: false },
    });
    try {
      const { page } = await kumo.openAsNewUser('nosearch', '/secure/search?q=weather');
      await page.getByText('This server does not let your account search notes.', { exact: false }).waitFor();
      await page.getByRole('tab', { name: 'People' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('user');
    } finally {
      await callApi('admin/roles/update-default-policies', { i: admin, policies: before });
    }
  });
});
