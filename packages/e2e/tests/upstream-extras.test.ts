// Upstream Misskey 2026.7's smaller endpoints where a user expects them: muting a channel from its
// page, taking a note out of an antenna from the note's menu, moving several drive files at once.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  callApi,
  createUser,
  openKumo,
  postNote,
  revealNote,
  seriousAxeViolations,
} from '../support/browser.ts';

const kumo = await openKumo();

// a 1×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await page.screenshot({ path: `/tmp/shots-m-${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/shots-m-${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('upstream 2026.7 extras', () => {
  test('a channel muted from its page no longer shows its notes in the timeline', async () => {
    const owner = await createUser('chowner');
    const channel = await callApi<{ id: string }>('channels/create', {
      i: owner.token,
      name: 'Loud channel',
    });
    const { user, page } = await kumo.openAsNewUser('chmuter', `/secure/channels/${channel.id}`);
    await callApi('channels/follow', { i: user.token, channelId: channel.id });
    const loud = await postNote(owner, { text: 'from the loud channel', channelId: channel.id });
    await postNote(user, 'my own note');

    await page.goto('/');
    await revealNote(page, loud.id);

    await page.goto(`/secure/channels/${channel.id}`);
    const mute = page.getByRole('button', { name: 'Mute channel' });
    await mute.click();
    await page.getByRole('button', { name: 'Unmute channel', pressed: true }).waitFor();
    await page.getByText('Muted: its notes stay out of your timelines').waitFor();
    // the channel's own timeline still shows it
    await page.locator(`[data-note-id="${loud.id}"]`).first().waitFor();
    expect(await seriousAxeViolations(page, '.kumo-channel-header')).toEqual([]);
    await shot(page, 'channel-mute');

    await page.goto('/');
    await page.getByText('my own note').first().waitFor();
    expect(await page.locator(`[data-note-id="${loud.id}"]`).count()).toBe(0);
  });

  test('a note removed from an antenna leaves its timeline', async () => {
    const author = await createUser('antauthor');
    const owner = await createUser('antowner');
    const antenna = await callApi<{ id: string }>('antennas/create', {
      i: owner.token,
      name: 'Ramen',
      src: 'all',
      keywords: [['ramen']],
      excludeKeywords: [],
      users: [],
      caseSensitive: false,
      withReplies: false,
      withFile: false,
    });
    const caught = await postNote(author, 'ramen for lunch');
    const kept = await postNote(author, 'ramen for dinner');
    const { page } = await kumo.newPage();
    await kumo.signIn(page, owner.username, `/secure/timeline/antenna/${antenna.id}`);
    const note = await revealNote(page, caught.id);
    await note.getByRole('button', { name: 'More actions' }).click();
    const item = page.getByRole('menu').first().getByRole('menuitem', { name: 'Remove from this antenna' });
    await item.waitFor();
    await shot(page, 'antenna-remove');
    await item.click();
    await page.getByText('Removed from the antenna.').waitFor();
    await page.locator(`[data-note-id="${caught.id}"]`).waitFor({ state: 'detached' });

    // and so it stays when the timeline is read again
    await page.reload();
    await page.locator(`[data-note-id="${kept.id}"]`).first().waitFor();
    expect(await page.locator(`[data-note-id="${caught.id}"]`).count()).toBe(0);

    // in the deck, an antenna column's notes have the same menu entry
    await page.goto('/secure/deck');
    await page.getByRole('button', { name: 'Add a column' }).first().click();
    await page.getByRole('menuitem', { name: 'Antenna', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Ramen', exact: true }).click();
    const column = page.locator('.kumo-deck-column', { has: page.locator(`[data-note-id="${kept.id}"]`) });
    const inColumn = column.locator(`[data-note-id="${kept.id}"]`).first();
    await inColumn.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menu').first().getByRole('menuitem', { name: 'Remove from this antenna' }).click();
    await page.getByText('Removed from the antenna.').waitFor();
    await inColumn.waitFor({ state: 'detached' });
  });

  test('several drive files are moved with one request', async () => {
    const { user, page } = await kumo.openAsNewUser('bulkmover', '/secure/my/drive');
    await callApi('drive/folders/create', { i: user.token, name: 'Archive' });
    const names = ['a.png', 'b.png', 'c.png'];
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: PNG })));
    const files = page.getByRole('list', { name: 'Files' });
    for (const name of names) await files.getByRole('button', { name: `Actions for ${name}` }).waitFor();

    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/drive/files/')) calls.push(path);
    });
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await shot(page, 'drive-move');
    await page.getByRole('region', { name: 'Selected files' }).getByRole('button', { name: 'Move…' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a folder' });
    await picker.getByRole('button', { name: 'Archive', exact: true }).click();
    await picker.getByRole('button', { name: 'Choose this folder' }).click();
    for (const name of names)
      await files.getByRole('button', { name: `Actions for ${name}` }).waitFor({ state: 'detached' });

    expect(calls.filter((c) => c !== '/api/drive/files')).toEqual(['/api/drive/files/move-bulk']);
  });
});
