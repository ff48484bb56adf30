import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote } from '../support/browser.ts';

const kumo = await openKumo();

/** The stream's messages to the page, as they arrive (sockets opened from now on). */
function streamMessages(page: Page): string[] {
  const received: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') received.push(frame.payload);
    }),
  );
  return received;
}

/** Resolves once the server's echo (`noteUpdated` of this kind) has reached the page and been drawn. */
async function echoed(page: Page, received: string[], noteId: string, kind: string): Promise<void> {
  const echo = (m: string) => m.includes('"noteUpdated"') && m.includes(noteId) && m.includes(`"${kind}"`);
  await expect.poll(() => received.filter(echo).length).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

// The server echoes the user's own reaction and vote on the stream, in its own form (a local custom
// emoji as `:name@.:`); what the page already counted must not be counted again.
describe('own actions echoed by the stream', () => {
  test('a custom emoji reaction counts once and leaves no chip behind when taken back', async () => {
    const author = await createUser('lcauthor');
    const me = await createUser('lcme');
    await callApi('following/create', { i: me.token, userId: author.id });
    const createdNote = await postNote(author, { text: 'react with a custom emoji' });
    const { page, context } = await kumo.newPage();
    const received = streamMessages(page);
    await kumo.signIn(page, me.username);
    const note = page.locator(`[data-note-id="${createdNote.id}"]`);
    await note.getByRole('button', { name: 'React', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('kumo');
    await picker
      .getByRole('group', { name: 'Search results' })
      .getByRole('button', { name: ':kumo:' })
      .click();

    const chips = note.locator('.kumo-reaction');
    await expect
      .poll(async () => (await callApi<unknown[]>('notes/reactions', { noteId: createdNote.id })).length)
      .toBe(1);
    await echoed(page, received, createdNote.id, 'reacted');
    expect(await chips.count()).toBe(1);
    expect(await chips.first().getAttribute('aria-label')).toBe(':kumo:: 1');
    expect(await chips.first().getAttribute('aria-pressed')).toBe('true');

    await chips.first().click();
    await expect
      .poll(async () => (await callApi<unknown[]>('notes/reactions', { noteId: createdNote.id })).length)
      .toBe(0);
    await echoed(page, received, createdNote.id, 'unreacted');
    expect(await chips.count()).toBe(0);
    await context.close();
  });

  test('my vote counts once', async () => {
    const author = await createUser('lcpoll');
    const me = await createUser('lcvoter');
    await callApi('following/create', { i: me.token, userId: author.id });
    const createdNote = await postNote(author, { text: 'which one?', poll: { choices: ['left', 'right'] } });
    const { page, context } = await kumo.newPage();
    const received = streamMessages(page);
    await kumo.signIn(page, me.username);
    const poll = page.locator(`[data-note-id="${createdNote.id}"]`).getByRole('group', { name: 'Poll' });
    await poll.getByRole('button', { name: /right/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => poll.getByRole('button', { name: /right/ }).getAttribute('aria-pressed'))
      .toBe('true');
    await echoed(page, received, createdNote.id, 'pollVoted');
    expect(await poll.getByRole('button', { name: /right/ }).textContent()).toContain('100% (1)');
    expect(await poll.locator('.kumo-poll-total').textContent()).toMatch(/^1 vote/);
    await context.close();
  });
});
