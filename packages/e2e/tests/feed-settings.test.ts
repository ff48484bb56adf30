import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

describe('feed settings', () => {
  test('followed channels join the local timeline, a pinned channel gets a tab, local notes leave the global one', async () => {
    const host = await createUser('feedhost');
    const reader = await createUser('feedreader');
    const channel = await callApi<{ id: string; name: string }>('channels/create', {
      i: host.token,
      name: `Feed channel ${Date.now() % 100000}`,
      description: 'for the feed settings test',
    });
    await callApi('channels/follow', { i: reader.token, channelId: channel.id });
    const inChannel = `said in the channel ${Date.now()}`;
    await postNote(host, { text: inChannel, channelId: channel.id });
    await postNote(host, { text: 'said in public' });

    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, reader.username, '/secure/settings/feedSettings');
    const channels = page.getByRole('switch', { name: 'Also show notes from channels you follow' });
    await channels.waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/feed-settings.png' });

    // the local timeline without, then with, the channel's notes
    await page.goto('/secure/timeline');
    await page.getByRole('tab', { name: 'Local' }).click();
    await page.getByRole('article').filter({ hasText: 'said in public' }).first().waitFor();
    expect(await page.getByRole('article').filter({ hasText: inChannel }).count()).toBe(0);
    await page.goto('/secure/settings/feedSettings');
    await channels.click({ force: true });
    await expect.poll(() => channels.isChecked()).toBe(true);
    await page.goto('/secure/timeline');
    await page.getByRole('article').filter({ hasText: inChannel }).waitFor();

    // pinned beside the timelines: a tab of its own, kept after a reload
    await page.goto('/secure/settings/feedSettings');
    const pin = page.getByRole('group', { name: 'Channels beside the local timeline' }).getByRole('switch', {
      name: channel.name,
    });
    await pin.click({ force: true });
    await expect.poll(() => pin.isChecked()).toBe(true);
    await page.goto('/secure/timeline');
    await page.getByRole('tab', { name: channel.name }).click();
    await page.getByRole('article').filter({ hasText: inChannel }).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('tab', { name: channel.name }).getAttribute('aria-selected'))
      .toBe('true');

    // the global timeline without this server's notes: everyone here is local
    await page.goto('/secure/settings/feedSettings');
    const local = page.getByRole('switch', { name: "Show this server's notes in the global timeline" });
    await local.click({ force: true });
    await expect.poll(() => local.isChecked()).toBe(false);
    await page.goto('/secure/timeline');
    await page.getByRole('tab', { name: 'Global' }).click();
    await page.getByText('Nothing here yet.').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await context.close();
  });
});
