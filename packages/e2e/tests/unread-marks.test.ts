import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

/** Whether the device has recorded that the notes of `key` (`channel:…`, `antenna:…`) were shown. */
const recorded = (page: Page, key: string) =>
  page.evaluate(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('kumo-read-notes');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('notes')) return resolve(false);
          const read = db.transaction('notes').objectStore('notes').get(key);
          read.onsuccess = () => resolve(read.result != null);
          read.onerror = () => resolve(false);
        };
      }),
    key,
  );

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
    // a second channel and antenna, never opened: their marks show that the page has read its records
    const other = await callApi<{ id: string; name: string }>('channels/create', {
      i: host.token,
      name: `Other channel ${word}`,
      description: 'never opened',
    });
    await callApi('channels/follow', { i: reader.token, channelId: other.id });
    await postNote(host, { text: `only in the other channel ${word}`, channelId: other.id });
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
    const otherWord = `quasar${Date.now() % 100000}`;
    const otherAntenna = await callApi<{ id: string; name: string }>('antennas/create', {
      i: reader.token,
      name: `Other antenna ${otherWord}`,
      src: 'all',
      keywords: [[otherWord]],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    });
    await postNote(host, { text: `the other antenna catches ${otherWord}` });
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
    await expect.poll(() => recorded(page, `channel:${channel.id}`)).toBe(true);
    await openChannels();
    await page
      .locator('.kumo-channel-card', { hasText: other.name })
      .getByText('Unread')
      .waitFor({ state: 'attached' });
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
    await expect.poll(() => recorded(page, `antenna:${antenna.id}`)).toBe(true);
    await page.goto('/secure/my/antennas');
    await page
      .getByRole('listitem')
      .filter({ hasText: otherAntenna.name })
      .getByText('Unread')
      .waitFor({ state: 'attached' });
    expect(await row.getByText('Unread').count()).toBe(0);
    await context.close();
  });
});
