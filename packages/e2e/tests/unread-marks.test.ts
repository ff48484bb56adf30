import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

describe('unread marks from read-note records', () => {
  test('a followed channel and an antenna are marked until their notes are shown, and again when new ones come', async () => {
    const host = await createUser('markhost');
    const reader = await createUser('markreader');
    const word = `zephyr${Date.now() % 100000}`;
    const channel = await callApi<{ id: string; name: string }>('channels/create', {
      i: host.token,
      name: `Marked channel ${word}`,
      description: 'marked',
    });
    await callApi('channels/follow', { i: reader.token, channelId: channel.id });
    const antenna = await callApi<{ id: string; name: string }>('antennas/create', {
      i: reader.token,
      name: `Antenna ${word}`,
      src: 'all',
      keywords: [[word]],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    });
    await postNote(host, { text: `first in the channel ${word}`, channelId: channel.id });
    await postNote(host, { text: `the antenna catches ${word}` });

    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, reader.username);
    const card = page.locator('.kumo-channel-card', { hasText: channel.name });
    const openChannels = async () => {
      await page.goto('/channels');
      await page.getByRole('tab', { name: 'Following' }).click();
      await card.waitFor();
    };
    await openChannels();
    await card.getByText('Unread').waitFor({ state: 'attached' });
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await card.click();
    await page
      .getByRole('article')
      .filter({ hasText: `first in the channel ${word}` })
      .waitFor();
    await page.waitForTimeout(1200);
    await openChannels();
    await page.waitForTimeout(300);
    expect(await card.getByText('Unread').count()).toBe(0);
    // a new note in the channel marks it again
    await postNote(host, { text: `second in the channel ${word}`, channelId: channel.id });
    await openChannels();
    await card.getByText('Unread').waitFor({ state: 'attached' });

    const row = page.getByRole('listitem').filter({ hasText: antenna.name });
    await page.goto('/secure/my/antennas');
    await row.getByText('Unread').waitFor({ state: 'attached' });
    await row.getByRole('link', { name: 'Open timeline' }).click();
    await page
      .getByRole('article')
      .filter({ hasText: `the antenna catches ${word}` })
      .waitFor();
    await page.waitForTimeout(1200);
    await page.goto('/secure/my/antennas');
    await row.waitFor();
    await page.waitForTimeout(500);
    expect(await row.getByText('Unread').count()).toBe(0);
    await context.close();
  });
});
