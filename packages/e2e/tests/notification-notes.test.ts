import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

/** The reader's notifications: a reaction to their note, then a mention of them. */
async function notifiedReader() {
  const reader = await createUser('reader');
  const other = await createUser('mentioner');
  const own = await postNote(reader, { text: 'My **garden** is blooming' });
  await callApi('notes/reactions/create', { i: other.token, noteId: own.id, reaction: '👍' });
  const mention = await postNote(other, { text: `@${reader.username} have you seen **this**?` });
  return { reader, other, mention };
}

async function shoot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots-d-${name}.png` });
}

describe('notes inside notifications', () => {
  test('a mention is answered from the notification list: a reply and a reaction reach the server', async () => {
    const { reader, other, mention } = await notifiedReader();
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, reader.username, '/secure/my/notifications');

    const item = page.getByRole('article', { name: `${other.username} mentioned you` });
    await item.waitFor();
    // the note itself, its MFM drawn: the mention is a link, the stars are bold
    await item.getByRole('link', { name: `@${reader.username}` }).waitFor();
    expect(await item.locator('b', { hasText: 'this' }).count()).toBe(1);
    // the reaction: who reacted, the emoji, and the reader's note with its MFM drawn
    const reaction = page.getByRole('article', { name: `${other.username} reacted to your note` });
    expect(await reaction.getByAltText('👍').count()).toBe(1);
    expect(await reaction.locator('b', { hasText: 'garden' }).count()).toBe(1);
    expect(await seriousAxeViolations(page, '.kumo-notifications')).toEqual([]);
    await shoot(page, 'notifications-desktop');

    await item.getByRole('button', { name: 'Reply' }).click();
    const box = page.getByRole('dialog').getByRole('textbox').first();
    await box.fill('yes, lovely');
    await box.press('Control+Enter');
    await expect
      .poll(async () => {
        const children = await callApi<Array<{ text: string }>>('notes/children', { noteId: mention.id });
        return children.map((c) => c.text);
      })
      .toContain('yes, lovely');

    await item.getByRole('button', { name: 'React', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('thumbs');
    await picker.getByRole('group', { name: 'Search results' }).getByRole('button', { name: '+1' }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await expect
      .poll(async () =>
        (await callApi<{ type: string }[]>('notes/reactions', { noteId: mention.id })).map((r) => r.type),
      )
      .toEqual(['👍']);
    // the reaction shows on the note in the notification
    const chip = item.locator('.kumo-reaction');
    await expect.poll(() => chip.count()).toBe(1);
    expect(await chip.first().getAttribute('aria-pressed')).toBe('true');

    // someone else's reaction arrives over the stream, as it would on a timeline
    const third = await createUser('onlooker');
    await callApi('notes/reactions/create', { i: third.token, noteId: mention.id, reaction: '🎉' });
    await expect.poll(() => chip.count()).toBe(2);
    await context.close();
  });

  test('on a phone the notes in notifications fit the screen', async () => {
    const { reader, other } = await notifiedReader();
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    await kumo.signIn(page, reader.username, '/secure/my/notifications');
    await page.getByRole('article', { name: `${other.username} mentioned you` }).waitFor();
    await page.getByRole('article', { name: `${other.username} reacted to your note` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'notifications-phone');
    await context.close();
  });
});
